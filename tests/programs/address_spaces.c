// Pointers in device code, which OpenCL C gives an address space: pointers into
// the region's arrays (with arithmetic, a cast, a conditional, a struct's member
// array), into a private array, into a gang's private array (local memory), to a
// string literal, arrays of such pointers; routines called with pointers into
// each (one version per combination), a routine passing its pointer on;
// `static const` tables in a region and in a routine.
#include <stdio.h>

#define N 256
#define M 8

typedef struct {
    float v[4];
    int tag;
} cell;

#pragma acc routine seq
static float sum(const float *x, int n)
{
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += x[k];
    return s;
}

#pragma acc routine seq
static float weighted(const float *x, const float *w, int n)
{
    static const float scale[2] = {1.0f, 0.5f};
    return sum(x, n) * scale[0] + sum(w, n) * scale[1];
}

#pragma acc routine seq
static int length(const char *s)
{
    int n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

int main(void)
{
    static float a[N], b[N], out[N], rows[N];
    static cell cells[N];
    static float grid[N][M];
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 13);
        b[i] = (float)(i % 5);
        for (int k = 0; k < 4; k++)
            cells[i].v[k] = (float)(i + k);
        cells[i].tag = i % 3;
        for (int j = 0; j < M; j++)
            grid[i][j] = (float)(i * j % 7);
    }

#pragma acc parallel loop copyin(a, b, cells) copyout(out)
    for (int i = 0; i < N; i++) {
        static const int bonus[3] = {0, 10, 20};
        const char *name = "accc";
        const char *words[3] = {"one", "three", "eleven"};
        const float *ends[2] = {&a[0], &a[N - 1]};
        float local[4] = {1.0f, 2.0f, 3.0f, (float)i};
        const float *p = &a[i];
        float *q = local;
        const float *w = cells[i].v;
        const float *r = (i % 2) ? &a[i] : &b[i];
        const float *end = (const float *)(a + N);
        if (i + 4 <= N)
            p = end - 4;
        q[0] += p[0];
        out[i] = weighted(q, w, 4) + weighted(w, w, 4) + sum(r, 1) + (float)bonus[cells[i].tag] +
                 (float)length(name) + (float)length("x") + (float)length(words[i % 3]) +
                 ends[i % 2][0];
    }

    // A gang's private array lives in local memory (its vector loops share it).
    float shared_row[M];
#pragma acc parallel loop gang copy(grid) copyout(rows) private(shared_row) vector_length(32)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++)
            shared_row[j] = grid[i][j] * 2.0f;
        float *s = shared_row;
#pragma acc loop vector
        for (int j = 0; j < M; j++)
            grid[i][j] = s[j] + sum(shared_row, 4);
        rows[i] = s[1] + grid[i][0];
    }

    double total = 0.0, rtotal = 0.0;
    for (int i = 0; i < N; i++) {
        total += out[i];
        rtotal += rows[i] + grid[i][M - 1];
    }
    printf("out: %.1f  out[0]=%.2f out[255]=%.2f\n", total, out[0], out[N - 1]);
    printf("rows: %.1f  rows[3]=%.1f\n", rtotal, rows[3]);
    return 0;
}
