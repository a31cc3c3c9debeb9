/*
 * launch.c -- launch latency of an empty compute region: a parallel loop of
 * one iteration with an empty body, launched REPS times (default 10000).
 * "sync": regions without async, each complete when it returns (OpenACC 3.3 §2.5), then a
 * wait (a no-op, except under accc's opt-in ACC_DEFER_KERNELS=1, where regions on device
 * data return while their kernels run and the wait counts what is left);
 * "async": the regions go to queue 1 and one wait follows them all.
 * prints LAUNCH_SYNC_US and LAUNCH_ASYNC_US (microseconds per region).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 10000;
    if (reps < 1)
        reps = 1;

    /* Warm-up: device initialisation and the first launch. */
    for (int r = 0; r < 10; r++) {
#pragma acc parallel loop
        for (int i = 0; i < 1; i++) {
        }
    }

    double t0 = now_ms();
    for (int r = 0; r < reps; r++) {
#pragma acc parallel loop
        for (int i = 0; i < 1; i++) {
        }
    }
#pragma acc wait
    double t1 = now_ms();

    for (int r = 0; r < reps; r++) {
#pragma acc parallel loop async(1)
        for (int i = 0; i < 1; i++) {
        }
    }
#pragma acc wait
    double t2 = now_ms();

    printf("TIME_MS %.3f\n", t2 - t0);
    printf("LAUNCH_SYNC_US %.3f\n", (t1 - t0) * 1e3 / reps);
    printf("LAUNCH_ASYNC_US %.3f\n", (t2 - t1) * 1e3 / reps);
    return 0;
}
