// Writes through the cache: each iteration updates its own cached element several
// times (write-back copies it out once at the end of the region, write-through at each
// write), inside a sequential loop (refetched each time), plus a loop with a negative
// step and a rate-2 subarray.
#include <stdio.h>

#define N 300

int main(void)
{
    static float a[N], b[N], c[N / 2 - 1];
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 11);
        b[i] = 0.0f;
    }
#pragma acc data copy(a, b, c)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) {
#pragma acc cache(a[i:1])
            {
                a[i] = a[i] * 0.5f + 1.0f;
                a[i] += (float)(i % 3);
                a[i]++;
            }
        }
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) {
            for (int s = 0; s < 4; s++) {
#pragma acc cache(a[i:1])
                {
                    a[i] = a[i] * 0.75f + (float)s;
                }
            }
        }
#pragma acc parallel loop present(a, b)
        for (int i = N - 2; i >= 1; i--) {
#pragma acc cache(a[i - 1:3])
            b[i] = a[i - 1] - 2.0f * a[i] + a[i + 1];
        }
#pragma acc parallel loop present(a, c)
        for (int i = 0; i < N / 2 - 1; i++) {
#pragma acc cache(a[2 * i:3])
            c[i] = a[2 * i] + a[2 * i + 1] + a[2 * i + 2];
        }
    }
    double sa = 0.0, sb = 0.0, sc = 0.0;
    for (int i = 0; i < N; i++) {
        sa += a[i] * (i % 5 + 1);
        sb += b[i] * (i % 7 + 1);
    }
    for (int i = 0; i < N / 2 - 1; i++)
        sc += c[i] * (i % 3 + 1);
    printf("write: sa=%.4f sb=%.4f sc=%.4f a[7]=%.4f\n", sa, sb, sc, a[7]);
    return 0;
}
