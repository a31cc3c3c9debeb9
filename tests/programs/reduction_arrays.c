// Arrays and subarrays in reduction clauses (OpenACC 2.7): each element is a reduction of
// its own. A histogram into a run-time subarray of a fixed-size array, a whole fixed-size
// array, a subarray from element 2, a 2-D array, a subarray through a pointer; on
// `parallel loop`, on a `loop` inside `parallel`, on `parallel` itself; every operator.
#include <stdio.h>

#define N 1000

static void through_pointer(int *counts, const int *x)
{
    #pragma acc parallel loop reduction(+:counts[0:8]) copyin(x[0:N])
    for (int i = 0; i < N; i++)
        counts[x[i] % 8] += 1;
}

int main(void)
{
    int x[N];
    for (int i = 0; i < N; i++)
        x[i] = (i * 37 + 11) % 101;
    int n = 10;

    int h[10];
    for (int k = 0; k < 10; k++) h[k] = 0;
    #pragma acc parallel loop reduction(+:h[0:n]) copyin(x)
    for (int i = 0; i < N; i++)
        h[x[i] % 10] += 1;
    printf("histogram:");
    for (int k = 0; k < 10; k++) printf(" %d", h[k]);
    printf("\n");

    long a[16];
    for (int k = 0; k < 16; k++) a[k] = 1;
    #pragma acc parallel loop reduction(+:a) copyin(x)
    for (int i = 0; i < N; i++)
        a[i % 16] += x[i];
    printf("sums:");
    for (int k = 0; k < 16; k++) printf(" %ld", a[k]);
    printf("\n");

    // max over elements 2..5 only; the others keep their values.
    int m[8];
    for (int k = 0; k < 8; k++) m[k] = -1;
    #pragma acc parallel loop reduction(max:m[2:4]) copyin(x)
    for (int i = 0; i < N; i++) {
        int j = 2 + i % 4;
        if (x[i] % 50 > m[j]) m[j] = x[i] % 50;
    }
    printf("max:");
    for (int k = 0; k < 8; k++) printf(" %d", m[k]);
    printf("\n");

    int lo[4] = { 1000, 1000, 1000, 1000 };
    unsigned bits_and[4] = { ~0u, ~0u, ~0u, ~0u }, bits_or[4] = { 0 }, bits_xor[4] = { 0 };
    int all[4] = { 1, 1, 1, 1 }, any[4] = { 0 };
    double prod[3] = { 1, 1, 1 };
    #pragma acc parallel copyin(x)
    {
        #pragma acc loop reduction(min:lo) reduction(&:bits_and) reduction(|:bits_or) reduction(^:bits_xor)
        for (int i = 0; i < N; i++) {
            int j = i % 4;
            if (x[i] + j < lo[j]) lo[j] = x[i] + j;
            bits_and[j] &= (unsigned)x[i] | 0x40u;
            bits_or[j] |= (unsigned)x[i];
            bits_xor[j] ^= (unsigned)x[i];
        }
        #pragma acc loop reduction(&&:all) reduction(||:any) reduction(*:prod)
        for (int i = 0; i < 30; i++) {
            all[i % 4] = all[i % 4] && x[i] != 3 + i % 4;
            any[i % 4] = any[i % 4] || x[i] > 95;
            prod[i % 3] *= (i % 5 == 0) ? 2.0 : 1.0;
        }
    }
    printf("min:");
    for (int k = 0; k < 4; k++) printf(" %d", lo[k]);
    printf("\nand/or/xor:");
    for (int k = 0; k < 4; k++) printf(" %x/%x/%x", bits_and[k], bits_or[k], bits_xor[k]);
    printf("\nall/any:");
    for (int k = 0; k < 4; k++) printf(" %d/%d", all[k], any[k]);
    printf("\nproducts: %g %g %g\n", prod[0], prod[1], prod[2]);

    // On the construct itself, one gang.
    double grid[4][3];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 3; c++) grid[r][c] = 0;
    #pragma acc parallel num_gangs(1) reduction(+:grid) copyin(x)
    {
        #pragma acc loop
        for (int i = 0; i < N; i++)
            grid[i % 4][i % 3] += x[i];
    }
    printf("grid:");
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 3; c++) printf(" %g", grid[r][c]);
    printf("\n");

    int counts[8] = { 0 };
    through_pointer(counts, x);
    printf("counts:");
    for (int k = 0; k < 8; k++) printf(" %d", counts[k]);
    printf("\n");
    return 0;
}
