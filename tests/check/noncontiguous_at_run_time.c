/* A data clause whose subarray's inner bounds are known only at run time: `m[0:n][0:k]`
   of an `int m[R][C]` is contiguous only where `k` is a whole row (or `n` is 1). The
   compiler cannot tell; mapped inside the present `m`, a subarray that leaves elements
   out between its rows would look present. OpenACC takes contiguous subarrays only. */
#include <stdio.h>

#define R 4
#define C 6

static int m[R][C];

static void bump(int n, int k)
{
#pragma acc parallel loop present(m[0:n][0:k]) // check-error: parallel loop in bump(): present(m[0:n][0:k]): the subarray is not contiguous at run time
    for (int i = 0; i < n; i++)
        for (int j = 0; j < k; j++)
            m[i][j] += 1;
}

int main(void)
{
#pragma acc data copy(m)
    {
        bump(R, C); /* whole rows: one block */
        bump(1, 3); /* part of one row: one block */
        bump(2, 3); /* parts of two rows: not contiguous */
    }
    int sum = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sum += m[i][j];
    printf("sum = %d\n", sum);
    return 0;
}
