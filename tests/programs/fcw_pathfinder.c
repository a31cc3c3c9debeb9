// no-plain: its `fcw` channels make a block's iterations communicate // run-timeout: 300 (each block a team of 256 threads on the CPU targets)
// Pathfinder with a ghost zone in the form of the dissertation's Appendix A.2: one
// parallel loop of blocks * V iterations, each block taking its number and each
// iteration its lane from the loop variable (`np / V`, `np % V`), so the pivot is the
// block's base plus the lane but not affine in `np`. Each launch advances K rows: the
// block keeps its row in an `fcw` channel (FETCH_CHANNEL: fetched from the previous row,
// updated in place, never written back) and writes its middle V - 2K columns to the next
// buffer. The result is checked against the row-by-row computation.
#include <stdio.h>
#include <stdlib.h>

#define V 256
#define K 6
#define PAD V
#define COLS 100003
#define ROWS 40

#pragma acc routine seq
static int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int main(void)
{
    int *wall = malloc(sizeof(int) * ROWS * COLS);
    int *a = calloc(COLS + 2 * PAD, sizeof(int));
    int *b = calloc(COLS + 2 * PAD, sizeof(int));
    int *want = malloc(sizeof(int) * COLS);
    int *next = malloc(sizeof(int) * COLS);
    for (int i = 0; i < ROWS * COLS; i++)
        wall[i] = (int)(((long)i * 7919) % 10);
    for (int c = 0; c < COLS; c++) {
        a[c + PAD] = wall[c];
        want[c] = wall[c];
    }
    for (int r = 1; r < ROWS; r++) {
        for (int c = 0; c < COLS; c++) {
            int l = c > 0 ? want[c - 1] : want[c];
            int x = c < COLS - 1 ? want[c + 1] : want[c];
            next[c] = min3(l, want[c], x) + wall[r * COLS + c];
        }
        for (int c = 0; c < COLS; c++)
            want[c] = next[c];
    }

    int *src = a, *dst = b;
    const int written = V - 2 * K;
    const int blocks = (COLS + written - 1) / written;
#pragma acc data copyin(wall[0:ROWS*COLS]) copy(a[0:COLS+2*PAD], b[0:COLS+2*PAD])
    for (int top = 0; top < ROWS - 1; top += K) {
        const int steps = ROWS - 1 - top < K ? ROWS - 1 - top : K;
#pragma acc parallel loop vector_length(V) present(wall, src[0:COLS+2*PAD], dst[0:COLS+2*PAD])
        for (int np = 0; np < blocks * V; np++) {
            int lane = np % V;
            int col = np / V * written - K + lane;
            int p = col + PAD;
#pragma acc fcw FETCH_CHANNEL(src[p:1:1])
            {
                for (int s = 0; s < steps; s++) {
                    int ok = lane > s && lane < V - 1 - s && col >= 0 && col < COLS;
                    int v = 0;
                    if (ok) {
                        int l = col > 0 ? src[p - 1] : src[p];
                        int x = col < COLS - 1 ? src[p + 1] : src[p];
                        v = min3(l, src[p], x) + wall[(top + s + 1) * COLS + col];
                    }
                    if (ok)
                        src[p] = v;
                }
                if (lane >= K && lane < V - K && col >= 0 && col < COLS)
                    dst[p] = src[p];
            }
        }
        int *t = src;
        src = dst;
        dst = t;
    }
    long bad = 0, sum = 0;
    for (int c = 0; c < COLS; c++) {
        bad += src[c + PAD] != want[c];
        sum += src[c + PAD];
    }
    printf("fcw pathfinder, %d columns, %d rows, %d rows a launch: %s (%ld mismatches)\n", COLS,
           ROWS, K, bad ? "FAIL" : "PASS", bad);
    printf("sum %ld first %d last %d\n", sum, src[PAD], src[COLS - 1 + PAD]);
    free(wall);
    free(a);
    free(b);
    free(want);
    free(next);
    return bad != 0;
}
