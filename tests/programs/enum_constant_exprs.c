// Enumeration constants whose values accc cannot compute itself (`sizeof`, and
// the implicit constants after one) used in compute regions: the device program
// must compute the same values as the host. An array sized by such a constant
// (copied in by a subarray, its `sizeof` read in the kernel), a struct member
// array sized by one, a tagged enumeration mixing them, a cast that narrows.
#include <stdio.h>

struct pair {
    float x, y;
};

enum { PAIR_FLOATS = sizeof(struct pair) / sizeof(float), AFTER_PAIR, TWICE = AFTER_PAIR * 2 };
enum lengths { ROW = sizeof(double[5]) / sizeof(double), COLUMNS, WRAPPED = (unsigned char)300 };

struct row {
    int v[ROW];
};

#define M 64

int main(void)
{
    float a[COLUMNS];
    static struct row rows[M];
    static int out[M][6];
    for (int i = 0; i < COLUMNS; i++)
        a[i] = (float)(i + 1);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < ROW; j++)
            rows[i].v[j] = i * j;
#pragma acc parallel loop copyin(a[0:6], rows) copyout(out)
    for (int i = 0; i < M; i++) {
        enum lengths which = i % 2 ? ROW : COLUMNS;
        int s = 0;
        for (int j = 0; j < ROW; j++)
            s += rows[i].v[j];
        out[i][0] = PAIR_FLOATS * 100 + AFTER_PAIR * 10 + TWICE;
        out[i][1] = (int)which;
        out[i][2] = WRAPPED;
        out[i][3] = (int)(sizeof(a) / sizeof(float)) + (int)a[COLUMNS - 1];
        out[i][4] = (int)sizeof(struct row);
        out[i][5] = s;
    }
    long total = 0;
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 6; k++)
            total += out[i][k] * (k + 1);
    printf("row 0: %d %d %d %d %d %d\n", out[0][0], out[0][1], out[0][2], out[0][3], out[0][4], out[0][5]);
    printf("row 1: %d %d %d %d %d %d\n", out[1][0], out[1][1], out[1][2], out[1][3], out[1][4], out[1][5]);
    printf("total %ld\n", total);
    return 0;
}
