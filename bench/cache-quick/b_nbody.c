#include <math.h>
#include <stdio.h>
#include <time.h>
#ifndef NB
#define NB 65536
#endif
#define TILE 256
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static float px[NB], py[NB], pz[NB], m[NB], ax[NB], ay[NB], az[NB];
int main(void)
{
    for (int i = 0; i < NB; i++) { px[i] = (i * 37 % 101) * 0.1f; py[i] = (i * 53 % 97) * 0.1f; pz[i] = (i * 11 % 89) * 0.1f; m[i] = 1.0f + i % 3; }
    double best = 1e30;
#pragma acc data copyin(px, py, pz, m) copyout(ax, ay, az)
    for (int r = 0; r < 3; r++) {
        double t0 = now();
#pragma acc parallel loop present(px, py, pz, m, ax, ay, az) vector_length(256)
        for (int i = 0; i < NB; i++) {
            float fx = 0, fy = 0, fz = 0, xi = px[i], yi = py[i], zi = pz[i];
            for (int t = 0; t < NB; t += TILE) {
#ifndef NOCACHE
#pragma acc cache(px[t:TILE], py[t:TILE], pz[t:TILE], m[t:TILE])
#endif
                {
                    for (int k = 0; k < TILE; k++) {
                        float dx = px[t + k] - xi, dy = py[t + k] - yi, dz = pz[t + k] - zi;
                        float r2 = dx * dx + dy * dy + dz * dz + 0.01f;
                        float inv = m[t + k] / (r2 * sqrtf(r2));
                        fx += dx * inv; fy += dy * inv; fz += dz * inv;
                    }
                }
            }
            ax[i] = fx; ay[i] = fy; az[i] = fz;
        }
        double t = now() - t0;
        if (r > 0 && t < best) best = t;
    }
    printf("nbody N=%d: %.3f ms check=%.3f\n", NB, best * 1e3, ax[5] + ay[77] + az[NB - 1]);
    return 0;
}
