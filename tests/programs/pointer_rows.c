// Pointers to pointers and arrays of pointers in device code, as OpenCL C can have them:
// a routine taking `float **rows` given a kernel's array of pointers into the region's
// arrays and loading a row into a local pointer (a pointer into global memory); a
// routine storing through `float **out` given `&p`; a 2-D array of pointers into the
// region's array; a local `float **` to a private pointer into a private array;
// chained designators (`.v.data`, `.arr[1]`) storing private pointers in members; a
// `return` inside a statement expression of a routine returning a pointer.
#include <stdio.h>

#define N 16

struct view {
    float *data;
    int n;
};
struct pair {
    struct view v;
    float *arr[2];
};

#pragma acc routine seq
static float row_sum(float **rows, int r, int n)
{
    float *row = rows[r];
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += row[k] + (*rows)[0];
    return s;
}

#pragma acc routine seq
static void pick(float **out, float *a, int k)
{
    *out = a + k;
}

#pragma acc routine seq
static float *clamp_at(float *a, int k, int n)
{
    float *r = ({
        if (k < 0)
            return a;
        a + (k < n ? k : n - 1);
    });
    return r;
}

int main(void)
{
    float a[N][4], b[N], out[N];
    for (int i = 0; i < N; i++) {
        b[i] = (float)(i * i);
        for (int j = 0; j < 4; j++)
            a[i][j] = (float)(i + j);
    }
#pragma acc parallel loop copyin(a, b) copyout(out)
    for (int i = 0; i < N; i++) {
        float *tab[2] = {a[i], a[(i + 1) % N]};
        float *grid[2][2] = {{b, b + 1}, {b + 2, b + 3}};
        float own[2] = {0.5f, 0.25f};
        float *mine = own;
        float **mp = &mine;
        float *p = b;
        pick(&p, b, i);
        struct pair q = {.v.data = own, .arr[1] = own};
        q.v.n = 1;
        out[i] = row_sum(tab, 0, 4) + row_sum(tab, 1, 2) + grid[1][i % 2][i % 4] + *p
                 + (*mp)[1] + q.v.data[q.v.n] + q.arr[1][0] + *clamp_at(b, i - 8, N);
    }
    for (int i = 0; i < N; i++)
        printf("%d %g\n", i, out[i]);
    return 0;
}
