/*
 * pathfinder.c -- dynamic programming on a ROWS x COLS grid of integer costs
 * (Rodinia's Pathfinder): the cheapest path from the top row to each cell of
 * the bottom row, moving down one row at a time, straight or diagonally.
 * Row t of the result is wall[t] + min of the three cells above it.  One
 * parallel loop per row; the two row buffers swap after each row.
 *
 * usage: pathfinder [COLS [ROWS]]        defaults 4194304 120
 * prints TIME_MS (the row loop, inside the data region), INFO with the
 * cheapest total, and CHECK (an exact integer projection of the last row).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

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

int main(int argc, char **argv)
{
    int cols = argc > 1 ? atoi(argv[1]) : 4194304;
    int rows = argc > 2 ? atoi(argv[2]) : 120;
    if (cols < 2 || rows < 2 || (double)rows * cols > 4294967295.0) {
        fprintf(stderr, "usage: pathfinder [COLS [ROWS]]\n");
        return 2;
    }
    size_t size = (size_t)rows * cols;
    int *wall = malloc(size * sizeof(int));
    int *prev = malloc(cols * sizeof(int));
    int *next = malloc(cols * sizeof(int));
    if (!wall || !prev || !next) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t k = 0; k < size; k++)
        wall[k] = (int)(hash32((unsigned)k * 0x9e3779b9U + 12345U) % 10U);
    for (int c = 0; c < cols; c++) {
        prev[c] = wall[c];
        next[c] = -1;
    }

    printf("BENCH pathfinder %d columns, %d rows\n", cols, rows);
    warm_up();

    double t0, t1;
#pragma acc data copyin(wall[0:size], prev[0:cols], next[0:cols])
    {
        t0 = now_ms();
        for (int t = 1; t < rows; t++) {
#pragma acc parallel loop present(wall[0:size], prev[0:cols], next[0:cols])
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
        t1 = now_ms();
#pragma acc update self(prev[0:cols])
    }

    long long check = 0;
    int best = prev[0];
    for (int c = 0; c < cols; c++) {
        check += (long long)prev[c] * (long long)(hash32((unsigned)c ^ 0x5bd1e995U) >> 20);
        if (prev[c] < best)
            best = prev[c];
    }
    printf("INFO cheapest path %d\n", best);
    printf("TIME_MS %.3f\n", t1 - t0);
    printf("CHECK %lld\n", check);
    free(wall);
    free(prev);
    free(next);
    return 0;
}
