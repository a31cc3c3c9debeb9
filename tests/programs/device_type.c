// device_type (dtype): clauses that apply only when compiling for a given
// device kind, with the "*" default, on compute constructs and loops; and the
// init / set / shutdown directives.  None of this may change the results.
// (Only the clauses the specification allows after device_type follow it.)
#include <stdio.h>

#define N 4096

int main(void)
{
    static float a[N];
    static int w[64][256];
    float s = 0.0f;
    long u = 0;

#pragma acc init

#pragma acc parallel loop copyout(a) device_type(nvidia) vector_length(256) device_type(*) vector_length(64)
    for (int i = 0; i < N; i++)
        a[i] = (float)(i % 32);

#pragma acc parallel copyin(a) copy(s) num_gangs(8) dtype(host) num_gangs(1)
    {
#pragma acc loop reduction(+:s) device_type(nvidia) gang vector device_type(*) gang
        for (int i = 0; i < N; i++)
            s += a[i];
    }

    int t = 0;
#pragma acc kernels device_type(nvidia, radeon) num_gangs(64)
    {
#pragma acc loop reduction(+:t) device_type(*) independent
        for (int i = 0; i < 100; i++)
            t += i;
    }

    // workers and vector lengths per device type: 8 workers of 32 lanes on NVIDIA
    // GPUs, 2 of 64 elsewhere; then worker(4) vector(64) on NVIDIA, worker(2)
    // vector(32) elsewhere
#pragma acc parallel loop gang copyout(w) num_workers(2) vector_length(64) device_type(nvidia) num_workers(8) vector_length(32)
    for (int j = 0; j < 64; j++) {
#pragma acc loop worker
        for (int k = 0; k < 8; k++) {
#pragma acc loop vector
            for (int i = 0; i < 32; i++)
                w[j][k * 32 + i] = j + k + i;
        }
    }
#pragma acc parallel loop gang copy(w)
    for (int j = 0; j < 64; j++) {
#pragma acc loop worker(2) device_type(nvidia) worker(4)
        for (int k = 0; k < 4; k++) {
#pragma acc loop vector(32) device_type(nvidia) vector(64)
            for (int i = 0; i < 64; i++)
                w[j][k * 64 + i] *= 2;
        }
    }
    for (int j = 0; j < 64; j++)
        for (int i = 0; i < 256; i++)
            u += w[j][i];

#pragma acc set device_num(0)
#pragma acc shutdown

    printf("s=%.1f t=%d u=%ld\n", s, t, u);
    return 0;
}
