// `static const` tables of pointers in a compute region: an array of constant
// pointers to string literals and a constant pointer into it, both program-scope
// constant data on OpenCL (the pointers themselves and what they point to).
#include <stdio.h>

#define N 40

int main(void)
{
    static int out[N];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++) {
        static const char *const words[3] = {"alpha", "be", "gamma"};
        static const char *const first = "xyz";
        const char *w = words[i % 3];
        int n = 0;
        while (w[n] != '\0')
            n++;
        out[i] = n * 1000 + w[0] * 3 + first[i % 3];
    }
    long total = 0;
    for (int i = 0; i < N; i++)
        total += (long)out[i] * (i + 1);
    printf("%d %d %d\n", out[0], out[1], out[2]);
    printf("total %ld\n", total);
    return 0;
}
