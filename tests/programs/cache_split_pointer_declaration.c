// A declaration on the way to a cache region shared by a vector loop, declaring a pointer
// into the array and a pointer into the thread's own array together. Every thread of the
// block runs such a declaration (the way to the region holds its barriers), only the
// threads with an iteration evaluate its initialisers; OpenCL C needs the two pointers
// in separate declarations (their address spaces differ). accc once refused it there
// ("must be declared outside this `for` header").
#include <stdio.h>

#define ROWS 4
#define N 256

int main(void)
{
    static float a[ROWS * N], b[ROWS * N];
    for (int i = 0; i < ROWS * N; i++) {
        a[i] = (float)(i % 17);
        b[i] = -1.0f;
    }
#pragma acc parallel loop gang copyin(a) copy(b)
    for (int j = 0; j < ROWS; j++) {
#pragma acc loop vector
        for (int i = 1; i < N - 1; i++) {
            float own[2] = {1.0f, (float)j};
            float *p = &a[j * N + i], *q = own, scale = 0.5f;
#pragma acc cache(a[j * N + i - 1:3])
            b[j * N + i] = scale * (p[0] + a[j * N + i - 1] + a[j * N + i + 1]) + q[0] * q[1];
        }
    }
    double sum = 0.0;
    for (int i = 0; i < ROWS * N; i++)
        sum += b[i] * (1 + i % 5);
    printf("b[1] = %.2f, b[N + 7] = %.2f, b[3N + 254] = %.2f\n", b[1], b[N + 7], b[3 * N + 254]);
    printf("weighted sum = %.2f\n", sum);
    return 0;
}
