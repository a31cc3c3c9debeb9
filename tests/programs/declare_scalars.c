/* Scalars named by `declare` are present in the compute constructs in its scope, as
 * those an enclosing `data` construct names (not firstprivate: a region's write to one
 * reaches the device copy, which `update self` brings back); a file-scope `declare
 * create` of a scalar that a routine reads, and a local `declare copyin` of one. Several
 * `declare` directives in one function, with an early return: with ACC_CHECK=1 their
 * ends came in the order of their begins, which the runtime refused. */
#include <stdio.h>

#define N 16

float coef;
#pragma acc declare create(coef)
int lut[N];
#pragma acc declare create(lut)

#pragma acc routine seq
static float apply(int i) { return coef * (float)lut[i]; }

static float work(float *restrict out, int n, int early)
{
    float tmp[N];
#pragma acc declare create(tmp)
    int bias = 3;
#pragma acc declare copyin(bias)
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        tmp[i] = apply(i) + (float)bias;
#pragma acc serial
    bias = 10;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        out[i] = tmp[i] + (float)bias;
#pragma acc update self(bias)
    if (early)
        return (float)bias;
    return -(float)bias;
}

int main(void)
{
    coef = 1.5f;
    for (int i = 0; i < N; i++)
        lut[i] = i;
#pragma acc update device(coef, lut)
    float out[N];
    float r1, r2;
#pragma acc data copyout(out)
    {
        r1 = work(out, N, 1);
        r2 = work(out, N, 0);
    }
    float t = 0.0f;
    for (int i = 0; i < N; i++)
        t += out[i];
    printf("sum=%.1f bias seen=%.1f %.1f\n", t, r1, r2);

    coef = 0.0f;
#pragma acc serial
    coef = 2.0f;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++)
        out[i] = coef * (float)i;
#pragma acc update self(coef)
    printf("coef=%.1f out[7]=%.1f\n", coef, out[7]);
    return 0;
}
