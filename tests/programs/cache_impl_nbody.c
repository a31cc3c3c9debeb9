// Tiled N-body (the papers' third test case): bodies are visited tile by tile and each
// tile of positions and masses is cached; every iteration of the block uses the same
// tile, so the block shares one copy. 480 bodies: not a multiple of the block size.
#include <math.h>
#include <stdio.h>

#define NB 480
#define TILE 32

int main(void)
{
    static float px[NB], py[NB], m[NB], ax[NB], ay[NB];
    for (int i = 0; i < NB; i++) {
        px[i] = (float)((i * 37) % 101) * 0.1f;
        py[i] = (float)((i * 53) % 97) * 0.1f;
        m[i] = 1.0f + (float)(i % 3);
    }
#pragma acc parallel loop copyin(px, py, m) copyout(ax, ay)
    for (int i = 0; i < NB; i++) {
        float fx = 0.0f, fy = 0.0f;
        float xi = px[i], yi = py[i];
        for (int t = 0; t < NB; t += TILE) {
#pragma acc cache(px[t:TILE], py[t:TILE], m[t:TILE])
            {
                for (int k = 0; k < TILE; k++) {
                    float dx = px[t + k] - xi, dy = py[t + k] - yi;
                    float r2 = dx * dx + dy * dy + 0.01f;
                    float inv = m[t + k] / (r2 * sqrtf(r2));
                    fx += dx * inv;
                    fy += dy * inv;
                }
            }
        }
        ax[i] = fx;
        ay[i] = fy;
    }
    double sx = 0.0, sy = 0.0;
    for (int i = 0; i < NB; i++) {
        sx += fabs(ax[i]);
        sy += fabs(ay[i]);
    }
    printf("nbody: sx=%.2f sy=%.2f\n", sx, sy);
    return 0;
}
