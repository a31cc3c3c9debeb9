// The cache directive at the top of a gang loop's body (Listing 5.4 of the
// dissertation): the row is the same for every iteration of the inner vector loop, so
// the threads of the gang fetch it together and share it.
#include <stdio.h>

#define ROWS 37
#define M 150

int main(void)
{
    static float x[ROWS * M], y[ROWS * M], w[M];
    for (int i = 0; i < ROWS * M; i++)
        x[i] = (float)(i % 13) - 6.0f;
    for (int j = 0; j < M; j++)
        w[j] = 1.0f + (float)(j % 4);
#pragma acc parallel loop copyin(x, w) copyout(y)
    for (int i = 0; i < ROWS; i++) {
#pragma acc cache(x[i * M:M])
        {
#pragma acc loop
            for (int j = 0; j < M; j++) {
                float left = j > 0 ? x[i * M + j - 1] : 0.0f;
                y[i * M + j] = w[j] * x[i * M + j] + left;
            }
        }
    }
    double s = 0.0;
    for (int i = 0; i < ROWS * M; i++)
        s += y[i] * (i % 9 + 1);
    printf("gang: s=%.2f y[151]=%.2f\n", s, y[151]);
    return 0;
}
