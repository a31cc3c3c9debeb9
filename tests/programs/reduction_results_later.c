/* Reduction results that the host reads only after the constructs that follow. On CUDA
 * such a construct does not wait for its result: the host queues the next constructs
 * and the result arrives before the first statement that could read it. Each case
 * reads the result at a different kind of place; every answer must be what waiting at
 * each construct's end gives. */
#include <stdio.h>

#define N 4096

static float a[N], b[N];
static long long v[N];

int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = (i % 97) / 96.0f;
        b[i] = a[i];
        v[i] = i % 31;
    }

    #pragma acc data copy(a, b, v)
    {
        /* the convergence loop: read by the loop's test */
        float err = 1.0f;
        int iter = 0;
        while (err > 0.02f && iter < 500) {
            err = 0.0f;
            #pragma acc parallel loop reduction(max:err)
            for (int i = 1; i < N - 1; i++) {
                b[i] = 0.5f * (a[i - 1] + a[i + 1]);
                err = err > (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i])
                          ? err
                          : (b[i] - a[i] > 0 ? b[i] - a[i] : a[i] - b[i]);
            }
            #pragma acc parallel loop
            for (int i = 1; i < N - 1; i++)
                a[i] = b[i];
            iter++;
        }
        printf("convergence: %d iterations, last change %.6f\n", iter, err);

        /* two results of one construct, two constructs meanwhile, read at the block's end */
        long long total = 0, largest = 0;
        {
            #pragma acc parallel loop reduction(+:total) reduction(max:largest)
            for (int i = 0; i < N; i++) {
                total += v[i];
                largest = largest > v[i] * 3 ? largest : v[i] * 3;
            }
            #pragma acc parallel loop
            for (int i = 0; i < N; i++)
                v[i] += 1;
            #pragma acc parallel loop
            for (int i = 0; i < N; i++)
                v[i] *= 2;
        }
        printf("sum %lld, max %lld\n", total, largest);

        /* the next construct uses the result: it is delivered at the construct's end */
        long long s = 0;
        #pragma acc parallel loop reduction(+:s)
        for (int i = 0; i < N; i++)
            s += v[i];
        #pragma acc parallel loop
        for (int i = 0; i < N; i++)
            v[i] = v[i] * 2 - s / N;
        s = s + 1;
        printf("s %lld\n", s);

        /* two reductions in a row, each followed by constructs that leave it alone */
        long long r1 = 0, r2 = 0;
        for (int rep = 0; rep < 3; rep++) {
            #pragma acc parallel loop reduction(+:r1)
            for (int i = 0; i < N; i++)
                r1 += v[i] % 7;
            #pragma acc parallel loop reduction(+:r2)
            for (int i = 0; i < N; i++)
                r2 += v[i] % 5;
            #pragma acc parallel loop
            for (int i = 0; i < N; i++)
                v[i] += rep;
            r1 -= rep;
        }
        printf("r1 %lld, r2 %lld\n", r1, r2);

        /* a variable whose address is taken is read through the pointer */
        long long t = 0;
        long long *pt = &t;
        #pragma acc parallel loop reduction(+:t)
        for (int i = 0; i < N; i++)
            t += v[i] % 5;
        #pragma acc parallel loop
        for (int i = 0; i < N; i++)
            v[i] -= 1;
        printf("t %lld\n", *pt);

        /* a result the following construct copies back with its own data */
        int count = 0;
        int flags[64];
        #pragma acc parallel loop reduction(+:count)
        for (int i = 0; i < N; i++)
            count += v[i] % 3 == 0;
        #pragma acc parallel loop copyout(flags)
        for (int i = 0; i < 64; i++)
            flags[i] = (int)(v[i] % 3);
        int fsum = 0;
        for (int i = 0; i < 64; i++)
            fsum += flags[i];
        printf("count %d, flags %d\n", count, fsum);
    }

    double check = 0.0;
    for (int i = 0; i < N; i++)
        check += a[i] * (i % 13) + (double)v[i];
    printf("check %.4f\n", check);
    return 0;
}
