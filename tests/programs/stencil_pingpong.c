// 1-D heat equation with two buffers that swap roles every step (pointer
// swap on the host).  Both buffers stay on the device in a data region; the
// compute region finds each through present() whatever its current name.
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 1000, steps = 100;
    double *u = calloc(n, sizeof(double));
    double *v = calloc(n, sizeof(double));
    u[n / 2] = 1024.0;      // a spike; dyadic weights keep the sums exact for a while
    v[n / 2] = 1024.0;

    double *cur = u, *nxt = v;
#pragma acc data copy(u[0:n], v[0:n])
    {
        for (int s = 0; s < steps; s++) {
#pragma acc parallel loop present(cur[0:n], nxt[0:n])
            for (int i = 1; i < n - 1; i++)
                nxt[i] = 0.25 * cur[i - 1] + 0.5 * cur[i] + 0.25 * cur[i + 1];
            double *t = cur;
            cur = nxt;
            nxt = t;
        }
    }

    double total = 0.0, peak = 0.0;
    int spread = 0;
    for (int i = 0; i < n; i++) {
        total += cur[i];
        if (cur[i] > peak)
            peak = cur[i];
        if (cur[i] > 1e-3)
            spread++;
    }
    printf("total=%.6f peak=%.6f spread=%d\n", total, peak, spread);
    printf("cur is %s\n", cur == u ? "u" : "v");
    free(u);
    free(v);
    return 0;
}
