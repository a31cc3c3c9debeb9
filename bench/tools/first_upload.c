/*
 * first_upload.c -- what the first transfers of a program cost after the device is
 * initialised: acc_init, then three uploads of 8 MB (pageable memory, each a fresh
 * array) and a download, each timed on the host. The runtime makes its pinned staging
 * pool on a thread of its own when the device is initialised, so the first upload should
 * cost about what the second does.
 * prints INIT_MS, UPLOAD1_MS, UPLOAD2_MS, UPLOAD3_MS, DOWNLOAD_MS.
 */
#define _POSIX_C_SOURCE 199309L
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

int main(void)
{
    const int n = 2 << 20; /* 2M floats: 8 MB */
    float *a[3];
    for (int k = 0; k < 3; k++) {
        a[k] = malloc(sizeof(float) * n);
        for (int i = 0; i < n; i++)
            a[k][i] = (float)(i % 97) + k;
    }
    double t0 = now_ms();
    acc_init(acc_device_default);
    double t1 = now_ms();
    printf("INIT_MS %.3f\n", t1 - t0);
    for (int k = 0; k < 3; k++) {
        float *p = a[k];
        double s = now_ms();
#pragma acc enter data copyin(p[0:n])
        printf("UPLOAD%d_MS %.3f\n", k + 1, now_ms() - s);
    }
    float *p = a[0];
#pragma acc parallel loop present(p[0:n])
    for (int i = 0; i < n; i++)
        p[i] *= 2.0f;
    double s = now_ms();
#pragma acc exit data copyout(p[0:n])
    printf("DOWNLOAD_MS %.3f\n", now_ms() - s);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += p[i] != 2.0f * (float)(i % 97);
    printf("CHECK %s\n", bad ? "FAIL" : "ok");
    return bad != 0;
}
