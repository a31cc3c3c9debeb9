// Histogram with atomic update: many iterations increment the same bins.
#include <stdio.h>

#define N 100000
#define BINS 16

int main(void)
{
    static unsigned int data[N];
    unsigned int x = 12345u;
    for (int i = 0; i < N; i++) {      // a simple LCG, fixed seed
        x = x * 1103515245u + 12345u;
        data[i] = (x >> 16) & 0x7fff;
    }

    int hist[BINS] = {0};
#pragma acc parallel loop copyin(data) copy(hist)
    for (int i = 0; i < N; i++) {
        int b = data[i] % BINS;
#pragma acc atomic update
        hist[b]++;
    }

    // reference on the host
    int ref[BINS] = {0};
    for (int i = 0; i < N; i++)
        ref[data[i] % BINS]++;

    int total = 0, ok = 1;
    for (int b = 0; b < BINS; b++) {
        printf("bin %2d: %d\n", b, hist[b]);
        total += hist[b];
        if (hist[b] != ref[b])
            ok = 0;
    }
    printf("total=%d %s\n", total, ok ? "PASS" : "FAIL");
    return 0;
}
