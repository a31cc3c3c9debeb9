/* A gang's private array that its vector loop shares lives in the block's shared memory
 * on the GPU targets (one copy per gang, as OpenACC says). One larger than the shared
 * memory a kernel has is a located error there, not a device compiler's failure; the CPU
 * targets run it. */
// gpu-error: do not fit the 49152 bytes of shared memory
#include <stdio.h>

#define N 64
#define M 20000

int main(void) {
    static float t[M];
    double out[N];
#pragma acc parallel loop gang private(t) copyout(out)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++)
            t[j] = (float)(i + j);
        double s = 0;
        for (int j = 0; j < M; j += 1000)
            s += t[j];
        out[i] = s;
    }
    double sum = 0;
    for (int i = 0; i < N; i++)
        sum += out[i];
    printf("sum %.1f out[1] %.1f\n", sum, out[1]);
    return 0;
}
