// The N-body force kernel in the `fcw` form of dissertation Appendix A.4 (Listing A.8):
// the loop over the other bodies is split into tiles of TILESIZE = 256, and each tile
// of positions is staged for the whole block by `fcw FETCH_ONLY(m_pos[tile*TILESIZE:0:
// TILESIZE]…)`, a range that does not depend on the thread (every iteration of the block
// reads the same tile; D §6.4.4: `fcw` subsumes the `cache` directive, which stages
// `m_pos[tile*TILESIZE : TILESIZE+1]`). As in A.8 the tile loop runs one tile past the
// last and its upper bound `bound` stops the inner loop at the last body; the positions
// are float4-like rows of 4 floats (x, y, z, mass). N = 1000 bodies is not a multiple
// of the tile, so the last tile is partial and the next one empty (their staged rows
// past the array's end are clamped). The forces are compared with a sequential double
// computation in the same program within a float tolerance; the number of close pairs
// (integer positions: exact squared distances) is printed exactly. A block is the 256
// iterations of the loop over `i` (the construct's `vector_length` as well as the loop's
// `vector`), so one thread fetches one row of the tile.
#include <math.h>
#include <stdio.h>

#define N 1000
#define TILESIZE 256
#define TILESIZELOG 8
#define SOFTENING_SQUARED 0.5f

typedef struct {
    float x, y, z;
} float3;

static float m_pos[N][4];
static float m_force[N][3];
static int m_close[N];

#pragma acc routine seq
static void bodyBodyInteraction(float3 *acc, int *close, float xi, float yi, float zi,
                                float xj, float yj, float zj, float mj, float soft2)
{
    float dx = xj - xi, dy = yj - yi, dz = zj - zi;
    float r2 = dx * dx + dy * dy + dz * dz;
    if (r2 < 400.0f)
        *close += 1;
    float inv = 1.0f / sqrtf(r2 + soft2);
    float s = mj * inv * inv * inv;
    acc->x += dx * s;
    acc->y += dy * s;
    acc->z += dz * s;
}

int main(void)
{
    const int m_numBodies = N;
    for (int i = 0; i < N; i++) {
        m_pos[i][0] = (float)((i * 37) % 101 - 50);
        m_pos[i][1] = (float)((i * 53) % 89 - 44);
        m_pos[i][2] = (float)((i * 71) % 97 - 48);
        m_pos[i][3] = (float)(1 + i % 5);
    }

#pragma acc kernels copyin(m_pos) copyout(m_force, m_close) vector_length(TILESIZE)
#pragma acc loop independent vector(TILESIZE)
    for (int i = 0; i < m_numBodies; i++) {
        float3 acc;
        acc.x = 0;
        acc.y = 0;
        acc.z = 0;
        int close = 0;
        float xi = m_pos[i][0], yi = m_pos[i][1], zi = m_pos[i][2];
        for (int tile = 0; tile <= ((m_numBodies >> TILESIZELOG) + 1); tile++) {
            int bnd1 = (tile + 1) * TILESIZE;
            int bound = bnd1 < m_numBodies ? bnd1 : m_numBodies;
#pragma acc fcw FETCH_ONLY(m_pos[(tile * TILESIZE):0:TILESIZE][0:0:3])
            for (int j = (tile * TILESIZE); j < bound; j++) {
                bodyBodyInteraction(&acc, &close, xi, yi, zi, m_pos[j][0], m_pos[j][1],
                                    m_pos[j][2], m_pos[j][3], SOFTENING_SQUARED);
            }
        }
        m_force[i][0] = acc.x;
        m_force[i][1] = acc.y;
        m_force[i][2] = acc.z;
        m_close[i] = close;
    }

    int bad = 0;
    long pairs = 0;
    double worst = 0.0;
    for (int i = 0; i < N; i++) {
        double rx = 0.0, ry = 0.0, rz = 0.0, scale = 0.0;
        int close = 0;
        for (int j = 0; j < N; j++) {
            double dx = m_pos[j][0] - m_pos[i][0];
            double dy = m_pos[j][1] - m_pos[i][1];
            double dz = m_pos[j][2] - m_pos[i][2];
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 < 400.0)
                close++;
            double inv = 1.0 / sqrt(r2 + SOFTENING_SQUARED);
            double s = m_pos[j][3] * inv * inv * inv;
            rx += dx * s;
            ry += dy * s;
            rz += dz * s;
            scale += fabs(dx * s) + fabs(dy * s) + fabs(dz * s);
        }
        double err = (fabs(m_force[i][0] - rx) + fabs(m_force[i][1] - ry) +
                      fabs(m_force[i][2] - rz)) /
                     scale;
        if (err > worst)
            worst = err;
        if (err > 1e-4 || close != m_close[i])
            bad++;
        pairs += m_close[i];
    }
    printf("fcw nbody %d bodies in tiles of %d: %s (%d bad, error %s 1e-4)\n", N, TILESIZE,
           bad == 0 ? "PASS" : "FAIL", bad, worst <= 1e-4 ? "within" : "beyond");
    printf("close pairs (ordered, self included)=%ld\n", pairs);
    return bad != 0;
}
