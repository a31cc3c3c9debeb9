/*
 * nbody.c -- the all-pairs N-body of bench/nbody (softened gravity, G = 1; each
 * step updates the velocities from all N bodies, then moves the bodies), single
 * precision, with the bodies as rows of four floats (x, y, z, mass) as the
 * hand-written reference bench/nbody/nbody.cu keeps them in float4.  The loop over
 * the other bodies walks them in tiles of TILE = 256 (dissertation Appendix A.4,
 * Listing A.8), and the variants differ only in the directive on the loop over one
 * tile:
 *
 *   (nothing)     plain OpenACC: every iteration reads every body from global
 *                 memory (through the hardware caches);
 *   -DUSE_FCW     the fcw directive's FETCH_ONLY type, as in Listing A.8:
 *                     #pragma acc fcw FETCH_ONLY(pos[base:0:TILE-1][0:0:3])
 *                 a range that does not depend on the thread: the block's 256
 *                 iterations share one tile of 256 bodies in shared memory (D §6.4.4:
 *                 what the cache directive stages; nbody.cu's `tile`);
 *   -DUSE_CACHE   the cache directive on the same tile,
 *                     #pragma acc cache(pos[base:TILE][0:4])
 *
 * The parallel loops have vector_length(TILE) in every variant (fcw's
 * communicating block is the loop's vector size).  The position array has room for
 * a whole number of tiles (the rows past the last body are zero and never read by
 * the loops), so that a tile's fetch stays inside it.
 *
 * usage: nbody [N [STEPS [TRIALS]]]    defaults 65536 10 3
 * Each trial starts again from the same bodies and runs STEPS steps, timed with
 * the wall clock inside the data region (TIME_MS).  CHECK is bench/nbody's
 * projection of the final velocities and displacements / DT (the same as
 * nbody.cu's); VERIFY compares, before the trials, the velocities and positions
 * after one step of 512 sampled bodies with a double-precision CPU computation
 * (tolerance 1e-4, relative to the size of the summed terms).
 */
#include "../cache/common.h"

#if defined(USE_FCW) && defined(USE_CACHE)
#error "USE_FCW and USE_CACHE are two variants: define one of them"
#endif

#define SOFTENING2 1.0e-3f
#define DT 0.01f
#define TILE 256
#define SAMPLES 512
#define USAGE "nbody [N [STEPS [TRIALS]]]"

#if defined(USE_FCW)
#define VARIANT "fcw FETCH_ONLY(pos[base:0:255][0:0:3])"
#elif defined(USE_CACHE)
#define VARIANT "cache(pos[base:256][0:4])"
#else
#define VARIANT "plain OpenACC"
#endif

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

/* One step on the device copies: accelerations and velocities, then positions. */
static void step(int n, int rows, float (*pos)[4], float (*vel)[4])
{
#pragma acc parallel loop vector_length(TILE) present(pos[0:rows], vel[0:n])
    for (int i = 0; i < n; i++) {
        float xi = pos[i][0], yi = pos[i][1], zi = pos[i][2];
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
        for (int base = 0; base < n; base += TILE) {
            int bound = base + TILE < n ? base + TILE : n;
#if defined(USE_FCW)
#pragma acc fcw FETCH_ONLY(pos[base:0:TILE - 1][0:0:3])
#elif defined(USE_CACHE)
#pragma acc cache(pos[base:TILE][0:4])
#endif
            for (int j = base; j < bound; j++) {
                float dx = pos[j][0] - xi, dy = pos[j][1] - yi, dz = pos[j][2] - zi;
                float d2 = dx * dx + dy * dy + dz * dz + SOFTENING2;
                float inv = 1.0f / sqrtf(d2);
                float f = pos[j][3] * inv * inv * inv;
                ax += dx * f;
                ay += dy * f;
                az += dz * f;
            }
        }
        vel[i][0] += ax * DT;
        vel[i][1] += ay * DT;
        vel[i][2] += az * DT;
    }
#pragma acc parallel loop vector_length(TILE) present(pos[0:rows], vel[0:n])
    for (int i = 0; i < n; i++) {
        pos[i][0] += vel[i][0] * DT;
        pos[i][1] += vel[i][1] * DT;
        pos[i][2] += vel[i][2] * DT;
    }
}

/* The bodies at rest, spread over the unit cube, total mass about 1 (nbody.cu's). */
static void initial(int n, int rows, float (*pos)[4], float (*vel)[4])
{
    for (int i = 0; i < rows; i++) {
        int body = i < n;
        pos[i][0] = body ? urand(i, 1) : 0.0f;
        pos[i][1] = body ? urand(i, 2) : 0.0f;
        pos[i][2] = body ? urand(i, 3) : 0.0f;
        pos[i][3] = body ? (0.5f + urand(i, 4)) / n : 0.0f;
    }
    for (int i = 0; i < n; i++)
        vel[i][0] = vel[i][1] = vel[i][2] = vel[i][3] = 0.0f;
}

/* VERIFY: the state after one step from the initial bodies, sampled. */
static int verify_first_step(int n, float (*pos)[4], float (*vel)[4])
{
    int samples = n < SAMPLES ? n : SAMPLES;
    long bad = 0;
    double worst = 0.0;
    for (int s = 0; s < samples; s++) {
        int i = (int)((long)s * n / samples);
        double xi = urand(i, 1), yi = urand(i, 2), zi = urand(i, 3);
        double a[3] = {0.0, 0.0, 0.0}, scale = 0.0;
        for (int j = 0; j < n; j++) {
            double d[3] = {urand(j, 1) - xi, urand(j, 2) - yi, urand(j, 3) - zi};
            double d2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + SOFTENING2;
            double f = (0.5f + urand(j, 4)) / n / (d2 * sqrt(d2));
            for (int c = 0; c < 3; c++) {
                a[c] += d[c] * f;
                scale += fabs(d[c] * f);
            }
        }
        double p0[3] = {xi, yi, zi};
        for (int c = 0; c < 3; c++) {
            double v = a[c] * DT;
            double ev = rel_err(vel[i][c], v, scale * DT);
            double ep = rel_err(pos[i][c], p0[c] + v * DT, fabs(p0[c]));
            double e = ev > ep ? ev : ep;
            worst = e > worst ? e : worst;
            bad += e > 1e-4;
        }
    }
    return verdict(bad, 3L * samples, worst, 1e-4, "one step of sampled bodies (velocity, position)");
}

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 65536, USAGE);
    int steps = (int)arg_long(argc, argv, 2, 10, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < 1 || steps < 1 || trials < 1 || n > (1 << 28)) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    int rows = (n + TILE - 1) / TILE * TILE;
    float (*pos)[4] = malloc(rows * sizeof *pos);
    float (*vel)[4] = malloc(n * sizeof *vel);
    if (!pos || !vel) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    printf("BENCH nbody %d bodies, %d steps per trial, %s\n", n, steps, VARIANT);
    warm_up();

    int rc;
    initial(n, rows, pos, vel);
#pragma acc data copyin(pos[0:rows], vel[0:n])
    {
        step(n, rows, pos, vel);
#pragma acc update self(pos[0:rows], vel[0:n])
        rc = verify_first_step(n, pos, vel);
        for (int t = 0; t < trials; t++) {
            initial(n, rows, pos, vel);
#pragma acc update device(pos[0:rows], vel[0:n])
            double t0 = now_ms();
            for (int s = 0; s < steps; s++)
                step(n, rows, pos, vel);
            print_time(now_ms() - t0, NULL);
        }
#pragma acc update self(pos[0:rows], vel[0:n])
    }

    double check = 0.0;
    for (int i = 0; i < n; i++) {
        size_t k = 6 * (size_t)i;
        check += vel[i][0] * check_weight(k) + vel[i][1] * check_weight(k + 1) +
                 vel[i][2] * check_weight(k + 2);
        check += (pos[i][0] - urand(i, 1)) / DT * check_weight(k + 3) +
                 (pos[i][1] - urand(i, 2)) / DT * check_weight(k + 4) +
                 (pos[i][2] - urand(i, 3)) / DT * check_weight(k + 5);
    }
    print_check(check);
    free(pos);
    free(vel);
    return rc;
}
