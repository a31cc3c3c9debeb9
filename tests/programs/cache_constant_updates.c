// The weights of a cache directive's read-only table live in CUDA constant memory, and
// the runtime skips the copy into it before a launch when the table's device data
// cannot have changed since the last copy (runtime constant_sources.rs). Every way the
// device data can change between two launches must still reach the next launch:
//   1. nothing (the same launch twice: the copy may be skipped);
//   2. a kernel writing the weights;
//   3. `update device`;
//   4. deleting the weights and copying in others (new device memory, maybe the same);
//   5. acc_memcpy_to_device through acc_deviceptr (the program holds a device address).
// After each, the stencil's output is checked against the host.
#include <openacc.h>
#include <stdio.h>

#define N 4099
#define R 3
#define W (2 * R + 1)

static float x[N], y[N], w[W];

static void stencil(void)
{
#pragma acc parallel loop present(x, y, w) async(1)
    for (int i = R; i < N - R; i++) {
#pragma acc cache(x[i - R:W], w[0:W])
        float s = 0.0f;
        for (int k = -R; k <= R; k++)
            s += w[k + R] * x[i + k];
        y[i] = s;
    }
#pragma acc wait(1)
#pragma acc update self(y)
}

static int check(const char *what)
{
    int bad = 0;
    double sum = 0.0;
    for (int i = R; i < N - R; i++) {
        float s = 0.0f;
        for (int k = -R; k <= R; k++)
            s += w[k + R] * x[i + k];
        bad += y[i] != s;
        sum += y[i];
    }
    printf("%s: %s (%d mismatches) sum=%.1f\n", what, bad ? "FAIL" : "PASS", bad, sum);
    return bad;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        x[i] = (float)((i * 5) % 17);
    for (int k = 0; k < W; k++)
        w[k] = (float)(k + 1);
    int bad = 0;
#pragma acc enter data copyin(x, w) create(y)
    stencil();
    bad += check("1a. first launch");
    stencil();
    bad += check("1b. same weights");

#pragma acc parallel loop present(w) async(1)
    for (int k = 0; k < W; k++)
        w[k] = 2.0f * w[k] + 1.0f;
#pragma acc wait(1)
#pragma acc update self(w)
    stencil();
    bad += check("2. weights written by a kernel");

    for (int k = 0; k < W; k++)
        w[k] = (float)(W - k);
#pragma acc update device(w) async(1)
    stencil();
    bad += check("3. update device");

#pragma acc exit data delete(w)
    for (int k = 0; k < W; k++)
        w[k] = (float)(k % 3 + 1);
#pragma acc enter data copyin(w)
    stencil();
    bad += check("4. deleted and copied in again");

    float other[W];
    for (int k = 0; k < W; k++)
        other[k] = w[k] = (float)(k * k % 5);
    acc_memcpy_to_device(acc_deviceptr(w), other, sizeof other);
    stencil();
    bad += check("5. acc_memcpy_to_device");
    stencil();
    bad += check("5b. again");
#pragma acc exit data delete(x, w, y)
    printf("%s\n", bad ? "FAILED" : "all passed");
    return 0;
}
