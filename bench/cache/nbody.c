/*
 * nbody.c -- all-pairs softened gravity, the papers' N-body test case, in
 * OpenACC.  One array per coordinate and one for the masses; each step computes
 * every body's acceleration (a parallel loop over bodies, the loop over the
 * other bodies split into tiles of TILE = 256) and then moves the bodies.
 * Built with -DUSE_CACHE, the top of each tile names the tile of every array:
 *
 *     #pragma acc cache(x[jj:TILE], y[jj:TILE], z[jj:TILE], m[jj:TILE])
 *
 * The lower bound does not depend on the parallel index, so a thread block can
 * share one copy of the tile (the hand-written equivalent is nbody.cu).
 * Without -DUSE_CACHE it is the plain OpenACC baseline.
 *
 * The squared distance is summed as nbody.cu sums it (EPS2 + dz² + dy² + dx²), so
 * that both programs do the same arithmetic; the other order, (dx² + dy² + dz²) +
 * EPS2, costs one more instruction per pair (2% of the time on an H200).
 *
 * usage: nbody [N [STEPS [TRIALS]]]     defaults 65536 5 3; N a multiple of 256
 * prints one TIME_MS per trial (STEPS steps each), CHECK (projection of the
 * final positions and accelerations) and VERIFY (the accelerations of 64
 * sampled bodies against a double-precision CPU sum over all bodies).
 */
#include "common.h"

/* -DFIXED_N=size makes the loop bounds of the compute regions compile-time
 * constants, so that a compiler can prove the trip counts are multiples of its
 * block size (the "fixed" sharing width of the dissertation needs that); the
 * program then accepts only that size. */
#ifdef FIXED_N
#define LOOP_N FIXED_N
#else
#define LOOP_N n
#endif

#define TILE 256
#define EPS2 0.01f
#define DT 0.001f
#define USAGE "nbody [N [STEPS [TRIALS]]]  (N a multiple of 256)"

static void warm_up(void)
{
    float w[256];
#pragma acc parallel loop copyout(w[0:256])
    for (int i = 0; i < 256; i++)
        w[i] = (float)i;
    if (w[255] != 255.0f) {
        fprintf(stderr, "warm-up region gave a wrong result\n");
        exit(1);
    }
}

static void forces(int n, float *x, float *y, float *z, float *m, float *ax, float *ay, float *az)
{
#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], m[0:n], ax[0:n], ay[0:n], az[0:n])
    for (int i = 0; i < LOOP_N; i++) {
        float xi = x[i], yi = y[i], zi = z[i];
        float fx = 0.0f, fy = 0.0f, fz = 0.0f;
        for (int jj = 0; jj < LOOP_N; jj += TILE) {
#ifdef USE_CACHE
#pragma acc cache(x[jj:TILE], y[jj:TILE], z[jj:TILE], m[jj:TILE])
#endif
            for (int j = jj; j < jj + TILE; j++) {
                float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                float d2 = EPS2 + dz * dz + dy * dy + dx * dx;
                float inv = 1.0f / sqrtf(d2);
                float s = m[j] * inv * inv * inv;
                fx += dx * s;
                fy += dy * s;
                fz += dz * s;
            }
        }
        ax[i] = fx;
        ay[i] = fy;
        az[i] = fz;
    }
}

static void move(int n, float *x, float *y, float *z, float *vx, float *vy, float *vz,
                 const float *ax, const float *ay, const float *az)
{
#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n], \
                                  ax[0:n], ay[0:n], az[0:n])
    for (int i = 0; i < n; i++) {
        vx[i] += ax[i] * DT;
        vy[i] += ay[i] * DT;
        vz[i] += az[i] * DT;
        x[i] += vx[i] * DT;
        y[i] += vy[i] * DT;
        z[i] += vz[i] * DT;
    }
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 65536, USAGE);
    int steps = (int)arg_long(argc, argv, 2, 5, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
#ifdef FIXED_N
    if (n != FIXED_N) {
        fprintf(stderr, "this nbody was built for N = %d only\n", FIXED_N);
        return 2;
    }
#endif
    if (n < TILE || n % TILE != 0 || steps < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    float *x = malloc(n * sizeof(float)), *y = malloc(n * sizeof(float));
    float *z = malloc(n * sizeof(float)), *m = malloc(n * sizeof(float));
    float *vx = malloc(n * sizeof(float)), *vy = malloc(n * sizeof(float));
    float *vz = malloc(n * sizeof(float)), *ax = malloc(n * sizeof(float));
    float *ay = malloc(n * sizeof(float)), *az = malloc(n * sizeof(float));
    if (!x || !y || !z || !m || !vx || !vy || !vz || !ax || !ay || !az) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        x[i] = urand(i, 1) * 2.0f - 1.0f;
        y[i] = urand(i, 2) * 2.0f - 1.0f;
        z[i] = urand(i, 3) * 2.0f - 1.0f;
        m[i] = (0.5f + urand(i, 4)) / (float)n;
        vx[i] = vy[i] = vz[i] = 0.0f;
    }
    printf("BENCH nbody %d bodies, tiles of %d, %d steps per trial%s\n", n, TILE, steps,
#ifdef USE_CACHE
           ", cache directive"
#else
           ", no cache directive"
#endif
    );
    warm_up();

#pragma acc data copy(x[0:n], y[0:n], z[0:n]) copyin(m[0:n], vx[0:n], vy[0:n], vz[0:n]) \
    copyout(ax[0:n], ay[0:n], az[0:n])
    {
        for (int t = 0; t < trials; t++) {
            double t0 = now_ms();
            for (int s = 0; s < steps; s++) {
                forces(n, x, y, z, m, ax, ay, az);
                move(n, x, y, z, vx, vy, vz, ax, ay, az);
            }
#pragma acc wait
            print_time(now_ms() - t0, NULL);
        }
        // Untimed: the accelerations at the final positions, which are checked.
        forces(n, x, y, z, m, ax, ay, az);
    }

    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += (x[i] + y[i] + z[i]) * check_weight(i) + 1e-3 * (ax[i] + ay[i] + az[i]) *
                                                              check_weight(i + n);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int s = 0; s < 64; s++) {
        int i = (int)(hash32(s + 101) % (unsigned)n);
        double fx = 0.0, fy = 0.0, fz = 0.0, scale = 0.0;
        for (int j = 0; j < n; j++) {
            double dx = (double)x[j] - x[i], dy = (double)y[j] - y[i], dz = (double)z[j] - z[i];
            double d2 = dx * dx + dy * dy + dz * dz + EPS2;
            double inv = 1.0 / sqrt(d2);
            double q = m[j] * inv * inv * inv;
            fx += dx * q;
            fy += dy * q;
            fz += dz * q;
            scale += q * sqrt(dx * dx + dy * dy + dz * dz);
        }
        double e = rel_err(ax[i], fx, scale / sqrt((double)n));
        e = fmax(e, rel_err(ay[i], fy, scale / sqrt((double)n)));
        e = fmax(e, rel_err(az[i], fz, scale / sqrt((double)n)));
        worst = e > worst ? e : worst;
        bad += e > 1e-3;
    }
    int rc = verdict(bad, 64, worst, 1e-3, "accelerations of 64 sampled bodies");
    free(x), free(y), free(z), free(m), free(vx), free(vy), free(vz), free(ax), free(ay), free(az);
    return rc;
}
