// `collapse(force:n)` over loops with code between them (OpenACC 3.3): the code before
// and after an inner loop runs in every iteration of the collapsed space, so it is
// written to give the same answer however often it runs (it computes from the outer
// loops' variables, and the epilogues store what every iteration stores alike). Two and
// three levels, a declaration between the loops (private to each iteration), a scalar
// of outside assigned there, on `parallel loop`, on `loop` in `kernels`, on a gang loop
// whose body holds a vector loop, and a nest wide enough for the column-strips kernel.
#include <stdio.h>

#define N 13
#define M 17
#define P 5
#define W 9
#define WIDE 700

static double a[N], b[M], c[N][M], d[N];
static int v[N][M][P], w[N][M], u[N];
static double e[N][M], f[N], g[N][M];
static float wide[W][WIDE], edge[W];

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = 0.5 * i + 1.0;
    for (int j = 0; j < M; j++)
        b[j] = 3.0 - 0.25 * j;

    // Two levels: a declaration before the inner loop, a store after it.
#pragma acc parallel loop collapse(force:2) copyin(a, b) copyout(c, d)
    for (int i = 0; i < N; i++) {
        double s = a[i] * 2.0;
        for (int j = 0; j < M; j++) {
            c[i][j] = s + b[j];
        }
        d[i] = s - 1.0;
    }

    // Three levels, code between each pair of loops.
#pragma acc parallel loop collapse(force:3) copyout(v, w, u)
    for (int i = 0; i < N; i++) {
        int base = i * 1000;
        for (int j = 0; j < M; j++) {
            int row = base + j * 10;
            for (int k = 0; k < P; k++)
                v[i][j][k] = row + k;
            w[i][j] = row;
        }
        u[i] = base / 1000;
    }

    // `loop` in `kernels`: a scalar of outside assigned between the loops (private to
    // each iteration), and a loop-free tight level below the code.
    double t;
#pragma acc kernels copyin(a, b) copyout(e, f)
    {
#pragma acc loop collapse(force:2)
        for (int i = 0; i < N; i++) {
            t = a[i] + 1.0;
            f[i] = t * t;
            for (int j = 0; j < M; j++)
                e[i][j] = t * b[j];
        }
    }

    // A gang loop over two collapsed loops with code between them, a vector loop in
    // the innermost body.
#pragma acc parallel copyin(a, b) copyout(g)
    {
#pragma acc loop gang collapse(force:2)
        for (int i = 0; i < N; i++) {
            double scale = a[i];
            for (int j = 0; j < M; j++) {
                double sum = 0.0;
#pragma acc loop vector reduction(+:sum)
                for (int k = 0; k < P; k++)
                    sum += scale * (k + 1);
                g[i][j] = sum + b[j];
            }
        }
    }

    // A wide inner loop (the GPU back ends' column strips), an epilogue of the row.
#pragma acc parallel loop collapse(force:2) copyout(wide, edge)
    for (int r = 0; r < W; r++) {
        float offset = 0.5f * r;
        for (int x = 0; x < WIDE; x++)
            wide[r][x] = offset + x;
        edge[r] = offset;
    }

    // The same, in order.
    int bad = 0;
    double sum_c = 0.0, sum_e = 0.0, sum_g = 0.0;
    long sum_v = 0;
    for (int i = 0; i < N; i++) {
        double s = a[i] * 2.0;
        bad += d[i] != s - 1.0;
        double t2 = a[i] + 1.0;
        bad += f[i] != t2 * t2;
        bad += u[i] != i;
        for (int j = 0; j < M; j++) {
            bad += c[i][j] != s + b[j];
            bad += e[i][j] != t2 * b[j];
            double want = 0.0;
            for (int k = 0; k < P; k++)
                want += a[i] * (k + 1);
            bad += g[i][j] != want + b[j];
            bad += w[i][j] != i * 1000 + j * 10;
            for (int k = 0; k < P; k++) {
                bad += v[i][j][k] != i * 1000 + j * 10 + k;
                sum_v += v[i][j][k];
            }
            sum_c += c[i][j];
            sum_e += e[i][j];
            sum_g += g[i][j];
        }
    }
    double sum_wide = 0.0;
    for (int r = 0; r < W; r++) {
        bad += edge[r] != 0.5f * r;
        for (int x = 0; x < WIDE; x++) {
            bad += wide[r][x] != 0.5f * r + x;
            sum_wide += wide[r][x];
        }
    }
    printf("c=%.2f d[12]=%.2f v=%ld w[12][16]=%d u[12]=%d\n", sum_c, d[N - 1], sum_v,
           w[N - 1][M - 1], u[N - 1]);
    printf("e=%.2f f[3]=%.2f g=%.2f wide=%.1f edge[8]=%.1f\n", sum_e, f[3], sum_g, sum_wide,
           edge[W - 1]);
    printf("%s (%d wrong)\n", bad == 0 ? "PASS" : "FAIL", bad);
    return bad != 0;
}
