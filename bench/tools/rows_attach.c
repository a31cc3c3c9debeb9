/* How long a dynamic two-dimensional array (`float **a`, ROWS rows of COLS floats) takes
 * to map and unmap: `enter data copyin(a[0:ROWS][0:COLS])` copies the array of pointers
 * and every row, then attaches each device pointer to its row; `exit data delete` undoes
 * it. Built with two accc versions, the difference is the attaching. Prints the median
 * of REPS runs in milliseconds and a checksum computed on the device. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#ifndef ROWS
#define ROWS 8192
#endif
#ifndef COLS
#define COLS 64
#endif
#define REPS 9

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void) {
    float **a = malloc(ROWS * sizeof *a);
    for (int i = 0; i < ROWS; i++) {
        a[i] = malloc(COLS * sizeof **a);
        for (int j = 0; j < COLS; j++)
            a[i][j] = (float)((i + j) % 3);
    }
    double enter[REPS], leave[REPS], sum = 0;
    for (int r = 0; r < REPS; r++) {
        double t0 = now_ms();
#pragma acc enter data copyin(a[0:ROWS][0:COLS])
        double t1 = now_ms();
        sum = 0;
#pragma acc parallel loop present(a) reduction(+:sum)
        for (int i = 0; i < ROWS; i++)
            sum += a[i][i % COLS];
        double t2 = now_ms();
#pragma acc exit data delete(a[0:ROWS][0:COLS])
        double t3 = now_ms();
        enter[r] = t1 - t0;
        leave[r] = t3 - t2;
    }
    qsort(enter, REPS, sizeof(double), by_value);
    qsort(leave, REPS, sizeof(double), by_value);
    printf("rows %d x %d floats: enter data %.3f ms, exit data %.3f ms (median of %d), sum %.0f\n",
           ROWS, COLS, enter[REPS / 2], leave[REPS / 2], REPS, sum);
    return 0;
}
