// Structs with array members: a whole struct in a data clause, an array of
// structs, and struct members used inside the loop.
#include <stdio.h>

#define NP 500

typedef struct {
    float pos[3];
    float vel[3];
    int id;
} particle;

typedef struct {
    int n;
    double val[64];
    int idx[64];
} sparse_row;

int main(void)
{
    static particle p[NP];
    for (int i = 0; i < NP; i++) {
        p[i].id = i;
        for (int d = 0; d < 3; d++) {
            p[i].pos[d] = (float)(i + d);
            p[i].vel[d] = (float)(d + 1) * 0.5f;
        }
    }

    // one time step, dt = 2
#pragma acc parallel loop copy(p)
    for (int i = 0; i < NP; i++)
        for (int d = 0; d < 3; d++)
            p[i].pos[d] += 2.0f * p[i].vel[d];

    sparse_row r;
    r.n = 64;
    for (int k = 0; k < 64; k++) {
        r.val[k] = (double)(k % 5);
        r.idx[k] = (k * 3) % 100;
    }
    static double x[100];
    for (int i = 0; i < 100; i++)
        x[i] = (double)i;

    double dot = 0.0;
#pragma acc parallel loop copyin(r, x) reduction(+:dot)
    for (int k = 0; k < r.n; k++)
        dot += r.val[k] * x[r.idx[k]];

    double sp = 0.0;
    int ids = 0;
    for (int i = 0; i < NP; i++) {
        sp += p[i].pos[0] + p[i].pos[1] + p[i].pos[2];
        ids += p[i].id;
    }
    printf("p[0].pos=(%.1f, %.1f, %.1f) sum=%.1f ids=%d\n", p[0].pos[0], p[0].pos[1], p[0].pos[2], sp, ids);
    printf("dot=%.1f\n", dot);
    return 0;
}
