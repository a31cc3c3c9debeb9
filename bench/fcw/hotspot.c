/*
 * hotspot.c -- the transient temperature of a chip (the model of Rodinia's Hotspot, as
 * bench/hotspot/hotspot.c computes it: a ROWS x COLS grid of cells, each exchanging heat
 * with its four neighbours and with the ambient, heated by its own power; explicit time
 * steps in single precision; adiabatic edges, where a missing neighbour counts as the
 * cell itself), in two forms chosen at compile time:
 *
 *   (nothing)   plain OpenACC, bench/hotspot/hotspot.c's loop: one `parallel loop
 *               collapse(2)` per step, the two grids swapped after each step;
 *   -DUSE_FCW   the two-dimensional ghost zone of the dissertation's Appendix A.3
 *               (Listing A.6) with the fcw directive: each launch advances INNER_ITER
 *               steps (-DINNER_ITER=n, default 2).  The row loop is a gang and worker
 *               loop of BS workers, the column loop a vector loop of BS lanes: the
 *               communicating block is BS x BS = 16 x 16 iterations (worker x vector).
 *               Iteration (rs, cs) looks after cell (r, c), r = rs - (rs / BS *
 *               2 * INNER_ITER + INNER_ITER) as A.6 computes it (likewise c), so that
 *               block (i, j) covers the rows i*(BS - 2*INNER_ITER) - INNER_ITER + 0..BS-1
 *               (likewise the columns).  The block keeps its temperatures (and powers)
 *               in shared memory through
 *                   #pragma acc fcw FETCH_CHANNEL(T[r:0:0][c:0:0], P[r:0:0][c:0:0])
 *               and advances them INNER_ITER times in place; after local step s only
 *               the lanes s+1 .. BS-2-s (in both dimensions) are exact, so each block
 *               writes its middle (BS - 2*INNER_ITER)^2 cells, after the fcw block, from
 *               the thread's private last value; neighbouring blocks overlap by
 *               INNER_ITER cells on each side.  A lane computes local step s when it is
 *               inside that step's pyramid and its cell inside the grid; every thread of
 *               a block runs the same steps, and the channel write is the statement
 *               `if (computed) T[r][c] = v;`, so all threads reach the barriers around
 *               it.  The last launch of a step count that is not a multiple of
 *               INNER_ITER advances fewer steps (the local loop's bound is the same in
 *               every thread).
 *
 * The grids are addressed as float (*)[COLS] (a triple per dimension in the directive)
 * and padded by PADROWS rows above and below: the lanes of the first and last blocks,
 * whose cells lie outside the grid, still name elements of the arrays (their values are
 * never used).
 *
 * usage: hotspot [ROWS [COLS [STEPS [TRIALS]]]]        defaults 4096 4096 120 3
 * Prints BENCH, one TIME_MS per trial (all the steps, inside the data region; each trial
 * starts again from the initial temperatures), CHECK (bench/hotspot's projection of the
 * final temperatures, which bench/hotspot/hotspot.cu prints too) and VERIFY (every cell
 * against a sequential computation on the CPU, relative tolerance 1e-5).
 */
#include "../cache/common.h"

/* Silicon die, 16 mm x 16 mm x 0.5 mm; temperatures in degrees Celsius. */
#define CHIP_W 0.016
#define CHIP_H 0.016
#define CHIP_T 0.0005
#define K_SI 100.0       /* thermal conductivity, W/(m K) */
#define CV_SI 1.75e6     /* volumetric heat capacity, J/(m^3 K) */
#define R_PACKAGE 0.2    /* die-to-ambient resistance of the whole die, K/W */
#define CHIP_POWER 150.0 /* W, spread unevenly over the cells */
#define AMB 80.0f

#ifndef BS
#define BS 16 /* the communicating block's side: BS workers x BS lanes */
#endif
#ifndef INNER_ITER
#define INNER_ITER 2
#endif
#define PADROWS (2 * BS) /* padding of the grids above and below, in rows */
#define TOLERANCE 1e-5
#define USAGE "hotspot [ROWS [COLS [STEPS [TRIALS]]]]"

#ifdef USE_FCW
#if INNER_ITER < 1 || 2 * INNER_ITER >= BS
#error "INNER_ITER must be at least 1 and less than BS/2"
#endif
#define VARIANT "fcw FETCH_CHANNEL ghost zone"
#define STEPS_PER_LAUNCH INNER_ITER
#else
#define VARIANT "plain OpenACC, one launch per step"
#define STEPS_PER_LAUNCH 1
#endif

/* The per-step coefficients of the explicit scheme. */
typedef struct {
    float cx, cy, cz, cp;
} Coef;

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

#ifndef USE_FCW
/* One step from t into u (bench/hotspot/hotspot.c's loop). */
static void advance(int rows, int cols, const float *t, float *u, const float *power, Coef k,
                    int local)
{
    (void)local;
    size_t size = (size_t)rows * cols;
    float cx = k.cx, cy = k.cy, cz = k.cz, cp = k.cp;
#pragma acc parallel loop collapse(2) present(t[0:size], u[0:size], power[0:size])
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            int x = r * cols + c;
            float tc = t[x];
            float tn = r > 0 ? t[x - cols] : tc;
            float ts = r < rows - 1 ? t[x + cols] : tc;
            float tw = c > 0 ? t[x - 1] : tc;
            float te = c < cols - 1 ? t[x + 1] : tc;
            u[x] = tc + cy * (tn + ts - 2.0f * tc) + cx * (te + tw - 2.0f * tc)
                 + cz * (AMB - tc) + cp * power[x];
        }
}
#else
/* `local` steps (1 .. INNER_ITER) from T into U, one ghost-zone launch. */
static void advance(int rows, int cols, float (*T)[cols], float (*U)[cols], float (*P)[cols],
                    Coef k, int local)
{
    int written = BS - 2 * INNER_ITER; /* rows (and columns) each block writes */
    int dimrow = (rows + written - 1) / written * BS;
    int dimcol = (cols + written - 1) / written * BS;
    float cx = k.cx, cy = k.cy, cz = k.cz, cp = k.cp;
#pragma acc parallel loop gang worker num_workers(BS) vector_length(BS) \
    present(T[0:rows][0:cols], U[0:rows][0:cols], P[0:rows][0:cols])
    for (int rs = 0; rs < dimrow; rs++) {
        int r = rs - (rs / BS * 2 * INNER_ITER + INNER_ITER);
        int lr = rs % BS;
#pragma acc loop vector
        for (int cs = 0; cs < dimcol; cs++) {
            int c = cs - (cs / BS * 2 * INNER_ITER + INNER_ITER);
            int lc = cs % BS;
            int north = r > 0 ? r - 1 : r, south = r < rows - 1 ? r + 1 : r;
            int west = c > 0 ? c - 1 : c, east = c < cols - 1 ? c + 1 : c;
            int inside = r >= 0 && r < rows && c >= 0 && c < cols;
            float v = 0.0f;
            int computed = 0;
#pragma acc fcw FETCH_CHANNEL(T[r:0:0][c:0:0], P[r:0:0][c:0:0])
            {
                for (int s = 0; s < local; s++) {
                    computed = inside && lr > s && lr < BS - 1 - s && lc > s && lc < BS - 1 - s;
                    if (computed) {
                        float tc = T[r][c];
                        v = tc + cy * (T[north][c] + T[south][c] - 2.0f * tc)
                          + cx * (T[r][east] + T[r][west] - 2.0f * tc) + cz * (AMB - tc)
                          + cp * P[r][c];
                    }
                    if (s == local - 1)
                        break;
                    if (computed)
                        T[r][c] = v;
                }
            }
            /* The block's middle cells; the overlap is written by the neighbours. */
            if (computed && lr >= INNER_ITER && lr < BS - INNER_ITER && lc >= INNER_ITER
                && lc < BS - INNER_ITER)
                U[r][c] = v;
        }
    }
}
#endif

/* STEPS steps of the same scheme, sequentially: the reference of VERIFY. */
static void reference(int rows, int cols, int steps, const float *init, const float *power,
                      Coef k, float *out)
{
    size_t size = (size_t)rows * cols;
    float *t = malloc(size * sizeof(float)), *u = malloc(size * sizeof(float));
    if (!t || !u) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    memcpy(t, init, size * sizeof(float));
    for (int s = 0; s < steps; s++) {
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                size_t x = (size_t)r * cols + c;
                float tc = t[x];
                float tn = r > 0 ? t[x - cols] : tc;
                float ts = r < rows - 1 ? t[x + cols] : tc;
                float tw = c > 0 ? t[x - 1] : tc;
                float te = c < cols - 1 ? t[x + 1] : tc;
                u[x] = tc + k.cy * (tn + ts - 2.0f * tc) + k.cx * (te + tw - 2.0f * tc)
                     + k.cz * (AMB - tc) + k.cp * power[x];
            }
        float *swap = t;
        t = u;
        u = swap;
    }
    memcpy(out, t, size * sizeof(float));
    free(t);
    free(u);
}

int main(int argc, char **argv)
{
    int rows = (int)arg_long(argc, argv, 1, 4096, USAGE);
    int cols = (int)arg_long(argc, argv, 2, 4096, USAGE);
    int steps = (int)arg_long(argc, argv, 3, 120, USAGE);
    int trials = (int)arg_long(argc, argv, 4, 3, USAGE);
    if (rows < 2 || cols < 2 || steps < 1 || trials < 1
        || ((double)rows + 2 * PADROWS) * cols > 2147483647.0) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    size_t size = (size_t)rows * cols;
    size_t padded = ((size_t)rows + 2 * PADROWS) * cols;
    size_t pad = (size_t)PADROWS * cols;

    /* Per cell: heat capacity, lateral and vertical thermal resistances, and a time
     * step at a fifth of the explicit scheme's stability limit (bench/hotspot's). */
    double dx = CHIP_W / cols, dy = CHIP_H / rows;
    double cap = CV_SI * CHIP_T * dx * dy;
    double rx = dx / (K_SI * CHIP_T * dy), ry = dy / (K_SI * CHIP_T * dx);
    double rz = R_PACKAGE * rows * cols;
    double dt = 0.2 * cap / (2.0 / rx + 2.0 / ry + 1.0 / rz);
    Coef k = {(float)(dt / (cap * rx)), (float)(dt / (cap * ry)), (float)(dt / (cap * rz)),
              (float)(dt / cap)};

    float *ga = calloc(padded, sizeof(float)), *gb = calloc(padded, sizeof(float));
    float *gp = calloc(padded, sizeof(float));
    float *init = malloc(size * sizeof(float)), *ref = malloc(size * sizeof(float));
    if (!ga || !gb || !gp || !init || !ref) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    float *a = ga + pad, *b = gb + pad, *power = gp + pad;
    for (size_t x = 0; x < size; x++) {
        init[x] = 60.0f + 40.0f * urand((unsigned)x, 1);
        power[x] = (float)(CHIP_POWER / size) * 2.0f * urand((unsigned)x, 2);
    }
    memcpy(a, init, size * sizeof(float));
#ifdef USE_FCW
    printf("BENCH hotspot %d x %d, %d steps, %s, %d steps per launch, block %d x %d\n", rows,
           cols, steps, VARIANT, INNER_ITER, BS, BS);
#else
    printf("BENCH hotspot %d x %d, %d steps, %s\n", rows, cols, steps, VARIANT);
#endif
    warm_up();

    float *src = a, *dst = b;
#pragma acc data copyin(ga[0:padded], gb[0:padded], gp[0:padded])
    {
        for (int trial = 0; trial < trials; trial++) {
            if (trial > 0) { /* start again from the initial temperatures (on the CPU
                              * targets a is the device's copy too) */
                memcpy(a, init, size * sizeof(float));
#pragma acc update device(a[0:size])
                src = a;
                dst = b;
            }
            double t0 = now_ms();
            for (int s = 0; s < steps; s += STEPS_PER_LAUNCH) {
                int local = steps - s < STEPS_PER_LAUNCH ? steps - s : STEPS_PER_LAUNCH;
#ifdef USE_FCW
                advance(rows, cols, (float (*)[cols])src, (float (*)[cols])dst,
                        (float (*)[cols])power, k, local);
#else
                advance(rows, cols, src, dst, power, k, local);
#endif
                float *swap = src;
                src = dst;
                dst = swap;
            }
            print_time(now_ms() - t0, NULL);
        }
#pragma acc update self(src[0:size])
    }

    double check = 0.0;
    for (size_t x = 0; x < size; x++)
        check += src[x] * check_weight(x);
    print_check(check);

    reference(rows, cols, steps, init, power, k, ref);
    long bad = 0;
    double worst = 0.0;
    for (size_t x = 0; x < size; x++) {
        double e = rel_err(src[x], ref[x], 0.0);
        if (e > worst)
            worst = e;
        if (e > TOLERANCE && bad++ == 0)
            printf("INFO first difference: cell (%zu, %zu) is %.7g, the CPU gives %.7g\n",
                   x / cols, x % cols, src[x], ref[x]);
    }
    int rc = verdict(bad, (long)size, worst, TOLERANCE, "every cell of the last step");
    free(ga);
    free(gb);
    free(gp);
    free(init);
    free(ref);
    return rc;
}
