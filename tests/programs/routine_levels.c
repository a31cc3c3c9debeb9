// routine vector / routine worker / routine gang: functions that contain
// loop directives themselves and are called from a loop of a coarser level.
#include <stdio.h>

#define R 32
#define C 128

#pragma acc routine vector
static void scale_row(float *row, int n, float f)
{
#pragma acc loop vector
    for (int j = 0; j < n; j++)
        row[j] = row[j] * f;
}

#pragma acc routine worker
static void fill_rows(float (*m)[C], int r0, int nr)
{
#pragma acc loop worker
    for (int i = r0; i < r0 + nr; i++) {
#pragma acc loop vector
        for (int j = 0; j < C; j++)
            m[i][j] = (float)(i + j);
    }
}

#pragma acc routine gang
static void add_one(int *v, int n)
{
#pragma acc loop gang vector
    for (int i = 0; i < n; i++)
        v[i] += 1;
}

int main(void)
{
    static float m[R][C];
    static int v[1000];

#pragma acc parallel loop gang copyout(m)
    for (int blk = 0; blk < R / 4; blk++)
        fill_rows(m, blk * 4, 4);

#pragma acc parallel loop gang copy(m)
    for (int i = 0; i < R; i++)
        scale_row(m[i], C, (float)(i % 3 + 1));

#pragma acc parallel num_gangs(8) copy(v)
    add_one(v, 1000);

    double s = 0.0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            s += m[i][j];
    long sv = 0;
    for (int i = 0; i < 1000; i++)
        sv += v[i];
    printf("m[31][127]=%.1f sum=%.1f sv=%ld\n", m[R - 1][C - 1], s, sv);
    return 0;
}
