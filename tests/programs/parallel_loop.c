// parallel loop: the basic combined construct with copyin/copyout data clauses.
#include <stdio.h>

#define N 1000

int main(void)
{
    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = (float)i;
        b[i] = (float)(2 * i);
    }

#pragma acc parallel loop copyin(a[0:N], b[0:N]) copyout(c[0:N])
    for (int i = 0; i < N; i++)
        c[i] = a[i] + b[i];

    int bad = 0;
    long sum = 0;
    for (int i = 0; i < N; i++) {
        if (c[i] != (float)(3 * i))
            bad++;
        sum += (long)c[i];
    }
    printf("c[0]=%g c[1]=%g c[999]=%g\n", c[0], c[1], c[N - 1]);
    printf("sum=%ld bad=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
