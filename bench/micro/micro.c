/*
 * OpenACC micro-benchmarks after IPMACC's (dissertation, section 3.3.2, figure 3.2),
 * written anew: the latency of the basic operations a compiler and runtime add to a
 * program, for one back end at a time (pick it with ACC_DEVICE_TYPE).
 *
 *   copyin   N floats host -> device   (enter data copyin + exit data delete)
 *   copyout  N floats device -> host   (enter data create + exit data copyout)
 *   max      reduction(max) over N floats already on the device
 *   sum      reduction(+) over N floats already on the device
 *   launch   an empty kernel of one iteration with K = 1..16 scalar arguments
 *
 * Each figure is the median of REPS repetitions, in microseconds, after a warm-up that
 * also initialises the device and builds the kernels. Output: one line per measurement,
 * "op size_or_args microseconds", easy to tabulate.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <openacc.h>

#define REPS 21

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, n, sizeof *v, cmp_double);
    return v[n / 2];
}

static void copyin_latency(float *a, long n)
{
    double t[REPS];
    for (int r = 0; r < REPS + 1; r++) {
        double t0 = now_us();
#pragma acc enter data copyin(a[0:n])
#pragma acc exit data delete(a[0:n])
        if (r > 0)
            t[r - 1] = now_us() - t0;
    }
    printf("copyin %ld %.2f\n", n * (long)sizeof(float), median(t, REPS));
}

static void copyout_latency(float *a, long n)
{
    double t[REPS];
#pragma acc enter data create(a[0:n])
    for (int r = 0; r < REPS + 1; r++) {
        double t0 = now_us();
#pragma acc update self(a[0:n])
        if (r > 0)
            t[r - 1] = now_us() - t0;
    }
#pragma acc exit data delete(a[0:n])
    printf("copyout %ld %.2f\n", n * (long)sizeof(float), median(t, REPS));
}

static void reduction_latency(float *a, long n)
{
    double tmax[REPS], tsum[REPS];
    float m = 0.0f, s = 0.0f;
#pragma acc enter data copyin(a[0:n])
    for (int r = 0; r < REPS + 1; r++) {
        double t0 = now_us();
        m = -1.0f;
#pragma acc parallel loop present(a[0:n]) reduction(max:m)
        for (long i = 0; i < n; i++)
            m = a[i] > m ? a[i] : m;
        double t1 = now_us();
        s = 0.0f;
#pragma acc parallel loop present(a[0:n]) reduction(+:s)
        for (long i = 0; i < n; i++)
            s += a[i];
        double t2 = now_us();
        if (r > 0) {
            tmax[r - 1] = t1 - t0;
            tsum[r - 1] = t2 - t1;
        }
    }
#pragma acc exit data delete(a[0:n])
    printf("max %ld %.2f\n", n * (long)sizeof(float), median(tmax, REPS));
    printf("sum %ld %.2f\n", n * (long)sizeof(float), median(tsum, REPS));
    float host_max = -1.0f;
    for (long i = 0; i < n; i++)
        host_max = a[i] > host_max ? a[i] : host_max;
    if (m != host_max || s < 0.0f)
        printf("CHECK-FAILED max=%f expected %f\n", m, host_max);
}

/* An empty kernel with K scalar arguments: the loop reads them only when i < 0, which
 * never happens, so the launch carries them but the kernel does no work. */
#define LAUNCH(K, ...)                                                                       \
    static void launch##K(int *out)                                                          \
    {                                                                                        \
        int __VA_ARGS__;                                                                     \
        double t[REPS];                                                                      \
        for (int r = 0; r < 10 * REPS + 1; r++) {                                            \
            double t0 = now_us();                                                            \
            _Pragma("acc parallel loop present(out[0:1])")                                   \
            for (int i = 0; i < 1; i++)                                                      \
                if (i < 0) out[0] = SUM##K;                                                  \
            if (r > 0 && r % 10 == 0) {                                                      \
                _Pragma("acc wait")                                                          \
                t[r / 10 - 1] = now_us() - t0;                                               \
            }                                                                                \
        }                                                                                    \
        printf("launch %d %.2f\n", K, median(t, REPS));                                      \
    }

#define SUM1 v1
#define SUM2 SUM1 + v2
#define SUM4 SUM2 + v3 + v4
#define SUM8 SUM4 + v5 + v6 + v7 + v8
#define SUM16 SUM8 + v9 + v10 + v11 + v12 + v13 + v14 + v15 + v16
LAUNCH(1, v1 = 1)
LAUNCH(2, v1 = 1, v2 = 2)
LAUNCH(4, v1 = 1, v2 = 2, v3 = 3, v4 = 4)
LAUNCH(8, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8)
LAUNCH(16, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9, v10 = 10, v11 = 11, v12 = 12, v13 = 13,
       v14 = 14, v15 = 15, v16 = 16)

int main(int argc, char **argv)
{
    long max_bytes = argc > 1 ? atol(argv[1]) : 256L << 20;
    long n_max = max_bytes / (long)sizeof(float);
    float *a = malloc(n_max * sizeof *a);
    for (long i = 0; i < n_max; i++)
        a[i] = (float)(i % 1000) / 999.0f;
    int out[1] = {0};
    acc_init(acc_get_device_type());
#pragma acc enter data copyin(out[0:1])
    for (long bytes = 1024; bytes <= max_bytes; bytes *= 4) {
        long n = bytes / (long)sizeof(float);
        copyin_latency(a, n);
        copyout_latency(a, n);
        reduction_latency(a, n);
    }
    launch1(out);
    launch2(out);
    launch4(out);
    launch8(out);
    launch16(out);
#pragma acc exit data delete(out[0:1])
    free(a);
    return 0;
}
