// Reductions of struct members (OpenACC 3.3): `reduction(+:st.sum)` on `parallel loop`,
// through a pointer (`p->max`), on a `loop` inside `parallel` and on the construct itself;
// the struct's other members keep their values. The GPU targets reject them at the clause.
// gpu-error: reductions of struct members are not supported on this target yet
#include <stdio.h>

typedef struct { double sum; int count; long max; } stats;

static void largest(stats *p, const int *x, int n)
{
    #pragma acc parallel loop reduction(max:p->max) copyin(x[0:n])
    for (int i = 0; i < n; i++)
        if (x[i] > p->max) p->max = x[i];
}

int main(void)
{
    int x[200];
    for (int i = 0; i < 200; i++)
        x[i] = (i * 37) % 101;
    stats st = { 0.5, 7, -1 };
    #pragma acc parallel loop reduction(+:st.sum) copyin(x)
    for (int i = 0; i < 200; i++)
        st.sum += x[i];
    largest(&st, x, 200);
    stats odd = { 0, 0, 0 };
    #pragma acc parallel reduction(+:odd.count) copyin(x)
    {
        #pragma acc loop reduction(+:odd.count)
        for (int i = 0; i < 200; i++)
            odd . count += x[i] & 1;
    }
    printf("%g %d %ld / %d %g %ld\n", st.sum, st.count, st.max, odd.count, odd.sum, odd.max);
    return 0;
}
