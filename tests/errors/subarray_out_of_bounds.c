// Constant subarrays must lie inside an array of constant size (gcc and nvc refuse them too).
#define N 10
int main(void)
{
    int a[N], b[4][8];
#pragma acc parallel loop copyin(a[0:20]) // expect-error: subarray `a[0:20]` is outside the array // expect-error: elements 0 to 19, but `a` has 10 elements (0 to 9)
    for (int i = 0; i < N; i++)
        a[i] = i;
#pragma acc parallel loop copyin(a[5:10]) // expect-error: elements 5 to 14
    for (int i = 0; i < N; i++)
        a[i] = i;
#pragma acc parallel loop copyin(a[-1:3]) // expect-error: starts at element -1
    for (int i = 0; i < N; i++)
        a[i] = i;
#pragma acc parallel loop copy(b[0:4][2:8]) // expect-error: in dimension 2, it takes elements 2 to 9, but `b` has 8 elements there
    for (int i = 0; i < 4; i++)
        b[i][0] = i;
#pragma acc update self(b[4][0:8]) // expect-error: subscript `b[4][0:8]` is outside the array: in dimension 1, it is element 4
    return a[0] + b[0][0];
}
