/*
 * vector_reductions.c -- the cost of vector- and worker-level reductions: a gang per row,
 * the row combined by its block's threads (a shared-memory tree before session 13, warp
 * shuffles after). Each case runs REPS regions queued on one async queue, then one wait,
 * inside a data region; prints microseconds per region and a checksum.
 *
 *   rows128   65536 rows of 512 floats, vector_length(128): sum and max of each row
 *   rows32    65536 rows of 512 floats, vector_length(32): one warp a row
 *   workers   16384 rows of 8 x 256 floats, num_workers(8) vector_length(32): each worker
 *             sums a sub-row by a vector reduction, the gang the workers' sums by a worker
 *             reduction
 *   lanes16   16384 rows of 8 x 256 floats, num_workers(8) vector_length(16): two workers a
 *             warp
 *
 * usage: vector_reductions [REPS]   (accc --target=cuda -O3 vector_reductions.c)
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define ROWS 65536
#define COLS 512
#define WROWS 16384
#define SUBS 8
#define SUBCOLS 256

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 50;
    float *a = malloc(sizeof(float) * ROWS * COLS);
    float *sum = malloc(sizeof(float) * ROWS), *top = malloc(sizeof(float) * ROWS);
    for (long k = 0; k < (long)ROWS * COLS; k++) a[k] = (float)((k * 7919) % 1009) * 0.125f;
#pragma acc data copyin(a[0:ROWS * COLS]) create(sum[0:ROWS], top[0:ROWS])
    {
        double t0 = now_us();
        for (int r = 0; r < reps; r++) {
#pragma acc parallel loop gang vector_length(128) present(a, sum, top) async(1)
            for (int i = 0; i < ROWS; i++) {
                float s = 0.0f, m = -1.0f;
#pragma acc loop vector reduction(+:s) reduction(max:m)
                for (int j = 0; j < COLS; j++) {
                    float v = a[(long)i * COLS + j];
                    s += v;
                    m = v > m ? v : m;
                }
                sum[i] = s;
                top[i] = m;
            }
        }
#pragma acc wait(1)
        double t1 = now_us();
        for (int r = 0; r < reps; r++) {
#pragma acc parallel loop gang vector_length(32) present(a, sum) async(1)
            for (int i = 0; i < ROWS; i++) {
                float s = 0.0f;
#pragma acc loop vector reduction(+:s)
                for (int j = 0; j < COLS; j++) s += a[(long)i * COLS + j];
                sum[i] = s;
            }
        }
#pragma acc wait(1)
        double t2 = now_us();
        for (int r = 0; r < reps; r++) {
#pragma acc parallel loop gang num_workers(8) vector_length(32) present(a, sum) async(1)
            for (int i = 0; i < WROWS; i++) {
                float t = 0.0f;
#pragma acc loop worker reduction(+:t)
                for (int w = 0; w < SUBS; w++) {
                    float s = 0.0f;
#pragma acc loop vector reduction(+:s)
                    for (int j = 0; j < SUBCOLS; j++) s += a[((long)i * SUBS + w) * SUBCOLS + j];
                    t += s;
                }
                sum[i] = t;
            }
        }
#pragma acc wait(1)
        double t3 = now_us();
        for (int r = 0; r < reps; r++) {
#pragma acc parallel loop gang num_workers(8) vector_length(16) present(a, sum) async(1)
            for (int i = 0; i < WROWS; i++) {
                float t = 0.0f;
#pragma acc loop worker reduction(+:t)
                for (int w = 0; w < SUBS; w++) {
                    float s = 0.0f;
#pragma acc loop vector reduction(+:s)
                    for (int j = 0; j < SUBCOLS; j++) s += a[((long)i * SUBS + w) * SUBCOLS + j];
                    t += s;
                }
                sum[i] = t;
            }
        }
#pragma acc wait(1)
        double t4 = now_us();
#pragma acc update self(sum[0:ROWS], top[0:ROWS])
        printf("rows128 %.2f us\nrows32 %.2f us\nworkers %.2f us\nlanes16 %.2f us\n", (t1 - t0) / reps,
               (t2 - t1) / reps, (t3 - t2) / reps, (t4 - t3) / reps);
    }
    double check = 0;
    for (int i = 0; i < WROWS; i++) check += sum[i] * (i % 5 + 1);
    for (int i = 0; i < ROWS; i++) check += top[i];
    printf("CHECK %.1f\n", check);
    free(a);
    free(sum);
    free(top);
    return 0;
}
