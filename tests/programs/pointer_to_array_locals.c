/* Pointers to arrays declared in device code (`float (*row)[4]`): on OpenCL each gets the
 * address space of what it points to, as a plain pointer does — a row of a global array,
 * a row of the thread's private array, a cast of a flat pointer, and an array of two of
 * them. Without it, PoCL refused to build the kernel (a `__global` row assigned to a
 * private pointer). */
#include <stdio.h>

#define N 256
#define W 4

float m[N][W];
float flat[N * W];
float out[N];
float out2[N];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < W; j++) {
            m[i][j] = (float)(i % 7 + j);
            flat[i * W + j] = (float)(i % 5 * j);
        }

#pragma acc parallel loop copyin(m, flat) copyout(out)
    for (int i = 0; i < N; i++) {
        float (*row)[W] = &m[i];              /* into global memory */
        float mine[2][W] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
        float (*own)[W] = mine;               /* into private memory */
        float (*cast)[W] = (float (*)[W])flat; /* a cast keeps the space */
        float s = 0;
        for (int j = 0; j < W; j++)
            s += (*row)[j] + own[i % 2][j] + cast[i][j];
        out[i] = s;
    }

#pragma acc parallel loop copyin(m) copyout(out2)
    for (int i = 0; i < N; i++) {
        float (*pair[2])[W];                  /* an array of pointers to rows */
        pair[0] = &m[i];
        pair[1] = &m[(i + 1) % N];
        out2[i] = (*pair[0])[0] * 2.0f + (*pair[1])[W - 1];
    }

    double t = 0, t2 = 0;
    for (int i = 0; i < N; i++) {
        t += out[i];
        t2 += out2[i];
    }
    printf("rows: %.1f\npairs: %.1f\n", t, t2);
    return 0;
}
