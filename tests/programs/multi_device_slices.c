/* Several devices in one process: a 1-D Jacobi iteration whose array is cut into one
 * slice per device of the current type. Each device holds its slice plus one halo element
 * on each side in its own memory (its own present table and allocations), runs its steps
 * on its own async queue, and the halo elements are exchanged between devices with
 * acc_memcpy_d2d. With one device (host, multicore, one GPU) the loop over devices has one
 * turn and nothing is exchanged; the answer is the same.
 *
 * Usage: multi_device_slices [N STEPS]   (default 4096 64; STEPS rounded up to even).
 * With arguments it also prints the device count and the time to standard error.
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define MAX_DEVICES 16

/* One step on the slice [lo, hi) of a device: out from in. Every product is by a power of
 * two, so exact: a device compiler that fuses multiply and add gets the host's answer. */
static void step(const double *restrict in, double *restrict out, long lo, long hi)
{
#pragma acc parallel loop present(in[lo - 1:hi - lo + 2], out[lo - 1:hi - lo + 2]) async(1)
    for (long i = lo; i < hi; i++)
        out[i] = 0.5 * (in[i - 1] + in[i + 1]) + 0.125 * (in[i] - in[i - 1]);
}

/* Each slice's first and last elements go to its neighbours' halos. */
static void exchange(double *x, const long *lo, int devices)
{
    for (int d = 0; d + 1 < devices; d++) {
        long edge = lo[d + 1]; /* first element of slice d+1 */
        acc_memcpy_d2d(&x[edge], &x[edge], sizeof *x, d, d + 1);
        acc_memcpy_d2d(&x[edge - 1], &x[edge - 1], sizeof *x, d + 1, d);
    }
}

/* Run `step` on every device (in turn, each on its own queue), then wait for all. */
static void step_all(const double *in, double *out, const long *lo, int devices,
                     acc_device_t type)
{
    for (int d = 0; d < devices; d++) {
        acc_set_device_num(d, type);
        step(in, out, lo[d], lo[d + 1]);
    }
    for (int d = 0; d < devices; d++) {
        acc_set_device_num(d, type);
#pragma acc wait(1)
    }
}

int main(int argc, char **argv)
{
    long n = argc > 2 ? atol(argv[1]) : 4096;
    int steps = argc > 2 ? atoi(argv[2]) : 64;
    steps += steps % 2;
    double *a = malloc((n + 2) * sizeof *a);
    double *b = malloc((n + 2) * sizeof *b);
    if (n < 1 || !a || !b) {
        fprintf(stderr, "multi_device_slices: bad size\n");
        return 2;
    }
    /* a[0] and a[n+1] are fixed boundary values; the interior starts with a ramp of
     * dyadic values. */
    for (long i = 0; i <= n + 1; i++)
        a[i] = b[i] = (i == 0) ? 1.0 : (i == n + 1) ? -1.0 : (double)(i % 8) / 8.0;

    acc_device_t type = acc_get_device_type();
    int devices = acc_get_num_devices(type);
    if (devices < 1)
        devices = 1;
    if (devices > MAX_DEVICES)
        devices = MAX_DEVICES;
    if (devices > n)
        devices = (int)n;
    /* Slice d is [lo[d], lo[d+1]) of the interior 1..n. */
    long lo[MAX_DEVICES + 1];
    for (int d = 0; d <= devices; d++)
        lo[d] = 1 + n * d / devices;

    for (int d = 0; d < devices; d++) {
        acc_set_device_num(d, type);
        long first = lo[d] - 1, len = lo[d + 1] - lo[d] + 2;
#pragma acc enter data copyin(a[first:len], b[first:len])
    }

    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int s = 0; s < steps; s += 2) {
        step_all(a, b, lo, devices, type);
        exchange(b, lo, devices);
        step_all(b, a, lo, devices, type);
        exchange(a, lo, devices);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);

    for (int d = 0; d < devices; d++) {
        acc_set_device_num(d, type);
        long first = lo[d] - 1, len = lo[d + 1] - lo[d] + 2, own = lo[d + 1] - lo[d];
        long start = lo[d];
#pragma acc update self(a[start:own])
#pragma acc exit data delete(a[first:len], b[first:len])
    }
    acc_set_device_num(0, type);

    /* Summed on the host in one order, so the printed value does not depend on the
     * number of devices. */
    double sum = 0.0;
    for (long i = 1; i <= n; i++)
        sum += a[i];
    printf("n %ld, %d steps: sum %.17g, a[n/2] %.17g\n", n, steps, sum, a[n / 2]);
    if (argc > 2)
        fprintf(stderr, "multi_device_slices: %d device%s, %.3f s\n", devices,
                devices == 1 ? "" : "s",
                (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
    free(a);
    free(b);
    return 0;
}
