/*
 * pathfinder.c -- Rodinia's Pathfinder (the cheapest path from the top row of a
 * ROWS x COLS grid of integer costs to each cell of the bottom row, moving down one
 * row at a time, straight or diagonally: row t = wall[t] + the least of the three
 * cells above), in two forms chosen at compile time:
 *
 *   (nothing)   plain OpenACC, as bench/pathfinder/pathfinder.c: one parallel loop
 *               per row, the two row buffers swapped after each row;
 *   -DUSE_FCW   the ghost-zone ("pyramid") form of the dissertation's Appendix A.2
 *               with the fcw directive: each launch advances INNER_ITER rows
 *               (-DINNER_ITER=n, default 12).  A gang loop over blocks holds a
 *               vector loop of V = 256 lanes, the communicating block
 *               (`vector_length(256)`); lane `lane` of block k looks after the
 *               column k*(V - 2*INNER_ITER) - INNER_ITER + lane, its row element p.
 *               The block keeps its row in shared memory through a channel and
 *               recomputes it INNER_ITER times;
 *               after step s only lanes s+1 .. V-2-s are still exact, so each block
 *               writes its middle V - 2*INNER_ITER columns and neighbouring blocks
 *               overlap by INNER_ITER columns on each side.  Two spellings:
 *                 default             FETCH_CHANNEL(src[PIVOT:0:0]): the block's row is
 *                                     fetched from the previous row, then updated in
 *                                     place (D A.2);
 *                 -DFCW_CHANNEL_ONLY  CHANNEL_ONLY(dst[PIVOT:0:0]): nothing is fetched; each
 *                                     lane first writes the value it read from the
 *                                     previous row into the channel itself (the
 *                                     dissertation's "explicit mode").
 *               A lane computes step s when it is inside the pyramid and its column
 *               is inside the grid; every thread of a block runs the same steps, and
 *               the channel writes are `if (active) a[p] = v;` statements, so every
 *               thread reaches the barriers around them.
 *
 * The row buffers are padded by ROWPAD (= V) elements on both sides: column c is
 * element c + ROWPAD, so the lanes of the first and last block, whose columns lie
 * outside the grid, still name elements of the arrays (their values are never used).
 *
 * usage: pathfinder [COLS [ROWS [TRIALS]]]        defaults 4194304 120 3
 * Prints BENCH, one TIME_MS per trial (all the rows, inside the data region; each
 * trial starts again from the top row), INFO with the cheapest total, CHECK (the
 * exact integer projection of the last row that bench/pathfinder's programs print)
 * and VERIFY (every column of the last row against a sequential computation on the
 * CPU, which must be equal).
 */
#include "../cache/common.h"

#include <limits.h>
#include <stdint.h>

#ifndef V
#define V 256        /* iterations of a communicating block (vector_length) */
#endif
#define ROWPAD V     /* padding of the row buffers on each side */
#ifndef INNER_ITER
#define INNER_ITER 12
#endif
#define USAGE "pathfinder [COLS [ROWS [TRIALS]]]"

#ifdef USE_FCW
#if INNER_ITER < 1 || 2 * INNER_ITER >= V
#error "INNER_ITER must be at least 1 and less than V/2"
#endif
#ifdef FCW_CHANNEL_ONLY
#define VARIANT "fcw CHANNEL_ONLY ghost zone"
#else
#define VARIANT "fcw FETCH_CHANNEL ghost zone"
#endif
#else
#define VARIANT "plain OpenACC, one launch per row"
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

#ifndef USE_FCW
/* Row t from row t-1 (src) into dst, one iteration per column. */
static void advance_rows(const int *wall, const int *src, int *dst, int cols, int rows_total,
                         int t)
{
    size_t size = (size_t)rows_total * cols;
    int len = cols + 2 * ROWPAD;
#pragma acc parallel loop present(wall[0:size], src[0:len], dst[0:len])
    for (int c = 0; c < cols; c++) {
        int best = src[ROWPAD + c];
        if (c > 0 && src[ROWPAD + c - 1] < best)
            best = src[ROWPAD + c - 1];
        if (c < cols - 1 && src[ROWPAD + c + 1] < best)
            best = src[ROWPAD + c + 1];
        dst[ROWPAD + c] = wall[(size_t)t * cols + c] + best;
    }
}
#define ROWS_PER_LAUNCH 1
#else
#define ROWS_PER_LAUNCH INNER_ITER
/* The row element of lane `lane` of block `k`: column k*written - INNER_ITER + lane. */
#define PIVOT (k * written - INNER_ITER + ROWPAD + lane)
#ifdef FCW_CHANNEL_ONLY
#define ROW dst /* the array the channel stands for */
#else
#define ROW src
#endif
/* Rows t .. t+INNER_ITER-1 (those below rows_total) from row t-1 (src) into dst. One
 * gang iteration per block, its V lanes the communicating block's iterations: the
 * pivot is then the block's base plus the lane, which the compiler stages (written
 * as D A.2 does, one loop of blocks*V iterations with the block and lane taken as
 * np / V and np % V, accc refuses to stage it). */
static void advance_rows(const int *wall, int *src, int *dst, int cols, int rows_total, int t)
{
    size_t size = (size_t)rows_total * cols;
    int len = cols + 2 * ROWPAD;
    int written = V - 2 * INNER_ITER; /* columns each block writes */
    int blocks = (cols + written - 1) / written;
#pragma acc parallel loop gang vector_length(V) present(wall[0:size], src[0:len], dst[0:len])
    for (int k = 0; k < blocks; k++) {
#pragma acc loop vector
        for (int lane = 0; lane < V; lane++) {
            int p = PIVOT;
            int col = p - ROWPAD;
            int val = 0;
            int computed = 0;
#ifdef FCW_PRELOAD
            /* The costs of the launch's rows, read before the block (as the CUDA
             * version does): the loads are then in flight together rather than one
             * per step between the block's barriers. */
            int costs[INNER_ITER];
            for (int s = 0; s < INNER_ITER; s++)
                costs[s] = t + s < rows_total && col >= 0 && col < cols
                               ? wall[(size_t)(t + s) * cols + col]
                               : 0;
#endif
#ifdef FCW_CHANNEL_ONLY
            int above = src[p];
#pragma acc fcw CHANNEL_ONLY(dst[PIVOT:0:0])
#else
#pragma acc fcw FETCH_CHANNEL(src[PIVOT:0:0])
#endif
            {
#ifdef FCW_CHANNEL_ONLY
                dst[p] = above; /* fill the channel with the row above */
#endif
                for (int s = 0; s < INNER_ITER; s++) {
                    int row = t + s;
                    if (row < rows_total) {
                        int active = lane > s && lane < V - 1 - s && col >= 0 && col < cols;
                        computed = 0;
                        if (active) {
                            int best = ROW[p];
                            if (col > 0 && ROW[p - 1] < best)
                                best = ROW[p - 1];
                            if (col < cols - 1 && ROW[p + 1] < best)
                                best = ROW[p + 1];
#ifdef FCW_PRELOAD
                            val = costs[s] + best;
#else
                            val = wall[(size_t)row * cols + col] + best;
#endif
                            computed = 1;
                        }
                        if (active)
                            ROW[p] = val;
                    }
                }
            }
            /* The lanes that computed the last row write it, but only the block's own
             * middle columns: the overlap is written by the neighbour. */
            if (computed && lane >= INNER_ITER && lane < V - INNER_ITER)
                dst[p] = val;
        }
    }
}
#endif

/* The last row, computed sequentially: the reference of VERIFY. */
static void reference_last_row(const int *wall, int cols, int rows, int *out)
{
    int *prev = malloc(cols * sizeof(int)), *next = malloc(cols * sizeof(int));
    if (!prev || !next) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    memcpy(prev, wall, cols * sizeof(int));
    for (int t = 1; t < rows; t++) {
        for (int c = 0; c < cols; c++) {
            int best = prev[c];
            if (c > 0 && prev[c - 1] < best)
                best = prev[c - 1];
            if (c < cols - 1 && prev[c + 1] < best)
                best = prev[c + 1];
            next[c] = wall[(size_t)t * cols + c] + best;
        }
        int *swap = prev;
        prev = next;
        next = swap;
    }
    memcpy(out, prev, cols * sizeof(int));
    free(prev);
    free(next);
}

int main(int argc, char **argv)
{
    int cols = (int)arg_long(argc, argv, 1, 4194304, USAGE);
    int rows = (int)arg_long(argc, argv, 2, 120, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (cols < 2 || rows < 2 || trials < 1 || (double)rows * cols > 4294967295.0
        || cols > INT_MAX - 2 * ROWPAD - V) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    size_t size = (size_t)rows * cols;
    int len = cols + 2 * ROWPAD;
    int *wall = malloc(size * sizeof(int));
    int *a = malloc(len * sizeof(int)), *b = malloc(len * sizeof(int));
    int *top = malloc(len * sizeof(int)), *ref = malloc(cols * sizeof(int));
    if (!wall || !a || !b || !top || !ref) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++)
        wall[k] = (int)(hash32((unsigned)k * 0x9e3779b9U + 12345U) % 10U);
    for (int k = 0; k < len; k++) {
        int c = k - ROWPAD;
        top[k] = c >= 0 && c < cols ? wall[c] : INT_MAX; /* the padding is never used */
        b[k] = -1;
    }
    memcpy(a, top, len * sizeof(int));
#ifdef USE_FCW
    printf("BENCH pathfinder %d columns, %d rows, %s, %d rows per launch, vector %d\n", cols,
           rows, VARIANT, INNER_ITER, V);
#else
    printf("BENCH pathfinder %d columns, %d rows, %s\n", cols, rows, VARIANT);
#endif
    warm_up();

    int *src = a, *dst = b;
#pragma acc data copyin(wall[0:size], a[0:len], b[0:len])
    {
        for (int trial = 0; trial < trials; trial++) {
            if (trial > 0) { /* start again from the top row (on the CPU targets a is
                              * the device's copy too, so it is refilled first) */
                memcpy(a, top, len * sizeof(int));
#pragma acc update device(a[0:len])
                src = a;
                dst = b;
            }
            double t0 = now_ms();
            for (int t = 1; t < rows; t += ROWS_PER_LAUNCH) {
                advance_rows(wall, src, dst, cols, rows, t);
                int *swap = src;
                src = dst;
                dst = swap;
            }
            print_time(now_ms() - t0, NULL);
        }
#pragma acc update self(src[0:len])
    }
    const int *last = src + ROWPAD;

    long long check = 0;
    int best = last[0];
    for (int c = 0; c < cols; c++) {
        check += (long long)last[c] * (long long)(hash32((unsigned)c ^ 0x5bd1e995U) >> 20);
        if (last[c] < best)
            best = last[c];
    }
    printf("INFO cheapest path %d\n", best);
    printf("CHECK %lld\n", check);

    reference_last_row(wall, cols, rows, ref);
    long bad = 0;
    for (int c = 0; c < cols; c++) {
        if (last[c] != ref[c] && bad++ == 0)
            printf("INFO first difference: column %d is %d, the CPU gives %d\n", c, last[c],
                   ref[c]);
    }
    int rc = verdict(bad, cols, bad ? 1.0 : 0.0, 0.0, "every column of the last row, exact");
    free(wall);
    free(a);
    free(b);
    free(top);
    free(ref);
    return rc;
}
