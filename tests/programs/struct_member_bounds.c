/* Loop bounds read from a member of a struct whose other members the construct writes:
 * `i < v.n` beside `reduction(+:v.sum)`, beside `kernels` assigning `v.scale`, and a
 * step read from a member beside a write through a pointer member. The GPU targets
 * computed the bounds on the host and refused any variable the construct writes; only
 * a write that reaches what the bounds read makes them stale. */
#include <stdio.h>

#define N 100

typedef struct {
    int n;
    int step;
    long sum;
    float scale;
    float *data;
} Work;

int main(void)
{
    float buf[N];
    for (int i = 0; i < N; i++)
        buf[i] = (float)i;
    Work v = {N, 3, 0, 1.0f, buf};

#pragma acc parallel loop copyin(buf) reduction(+:v.sum)
    for (int i = 0; i < v.n; i++)
        v.sum += (long)buf[i];
    printf("sum over v.n: %ld\n", v.sum);

#pragma acc kernels copy(v) copy(buf)
    {
        v.scale = 2.0f;
        for (int i = 0; i < v.n; i++)
            buf[i] = buf[i] * v.scale;
    }
    float t = 0.0f;
    for (int i = 0; i < N; i++)
        t += buf[i];
    printf("kernels scaled by %.1f: %.1f\n", v.scale, t);

#pragma acc parallel loop copy(buf) copyin(v)
    for (int i = 0; i < v.n; i += v.step)
        v.data[i] = -1.0f;
    int marked = 0;
    for (int i = 0; i < N; i++)
        marked += buf[i] < 0.0f;
    printf("marked every v.step: %d\n", marked);
    return 0;
}
