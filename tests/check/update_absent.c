/* `update self` of data that is not present: the enter data named another array. */
#include <stdio.h>

#define N 256

int main(void)
{
    static float x[N], y[N];
    for (int i = 0; i < N; i++) {
        x[i] = 1.0f;
        y[i] = 2.0f;
    }
#pragma acc enter data copyin(x)
#pragma acc parallel loop present(x)
    for (int i = 0; i < N; i++)
        x[i] += 1.0f;
#pragma acc update self(y) // check-error: update in main(): self(y): host range
    printf("x[0] = %.1f, y[0] = %.1f\n", x[0], y[0]);
#pragma acc exit data delete(x)
    return 0;
}
