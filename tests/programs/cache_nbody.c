// All-pairs N-body step with the bodies read in tiles through the cache
// directive, as in the papers' N-body test case: the inner loop over bodies is
// split into tiles of 64, and at the top of each tile every iteration names the
// same slices of the coordinate and mass arrays, `cache(x[jj:T], y[jj:T], ...)`
// (the lower bound does not depend on the parallel index, so a whole block can
// share one copy). N = 960 is a multiple of the tile but of no power-of-two
// block size above 64. Positions are integers, so squared distances are exact:
// the number of close pairs is printed exactly; the accelerations are compared
// with a host reference within a relative tolerance.
#include <math.h>
#include <stdio.h>

#define N 960
#define T 64

static float x[N], y[N], z[N], m[N];
static float ax[N], ay[N], az[N];
static int close_pairs[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (float)((i * 37) % 101 - 50);
        y[i] = (float)((i * 53) % 89 - 44);
        z[i] = (float)((i * 71) % 97 - 48);
        m[i] = (float)(1 + i % 5);
    }

#pragma acc parallel loop copyin(x, y, z, m) copyout(ax, ay, az, close_pairs)
    for (int i = 0; i < N; i++) {
        float fx = 0.0f, fy = 0.0f, fz = 0.0f;
        int near = 0;
        float xi = x[i], yi = y[i], zi = z[i];
        for (int jj = 0; jj < N; jj += T) {
#pragma acc cache(x[jj:T], y[jj:T], z[jj:T], m[jj:T])
            for (int j = jj; j < jj + T; j++) {
                float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                float r2 = dx * dx + dy * dy + dz * dz;
                if (r2 < 400.0f)
                    near++;
                float inv = 1.0f / sqrtf(r2 + 0.5f);
                float s = m[j] * inv * inv * inv;
                fx += dx * s;
                fy += dy * s;
                fz += dz * s;
            }
        }
        ax[i] = fx;
        ay[i] = fy;
        az[i] = fz;
        close_pairs[i] = near;
    }

    int bad = 0;
    long pairs = 0;
    double worst = 0.0;
    for (int i = 0; i < N; i++) {
        double rx = 0.0, ry = 0.0, rz = 0.0, scale = 0.0;
        int near = 0;
        for (int j = 0; j < N; j++) {
            double dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 < 400.0)
                near++;
            double inv = 1.0 / sqrt(r2 + 0.5);
            double s = m[j] * inv * inv * inv;
            rx += dx * s;
            ry += dy * s;
            rz += dz * s;
            scale += fabs(dx * s) + fabs(dy * s) + fabs(dz * s);
        }
        double err = (fabs(ax[i] - rx) + fabs(ay[i] - ry) + fabs(az[i] - rz)) / scale;
        if (err > worst)
            worst = err;
        if (err > 1e-4 || near != close_pairs[i])
            bad++;
        pairs += close_pairs[i];
    }
    printf("nbody %d bodies in tiles of %d: %s (%d bad, error %s 1e-4)\n", N, T,
           bad == 0 ? "PASS" : "FAIL", bad, worst <= 1e-4 ? "within" : "beyond");
    printf("close pairs (ordered, self included)=%ld\n", pairs);
    return 0;
}
