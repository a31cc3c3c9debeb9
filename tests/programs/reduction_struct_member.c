// Reductions of struct members (OpenACC 3.3): `reduction(+:st.sum)` on `parallel loop`,
// through a pointer (`p->max`), on a `loop` inside `parallel` and on the construct itself,
// a nested member on `kernels loop independent`, one on a plain `kernels loop` (parallel:
// the member is only updated), and one on an `async` construct; the struct's other
// members keep their values, and the kernel may read them beside the reduced one.
#include <stdio.h>

typedef struct { double sum; int count; long max; } stats;
typedef struct { struct { float lo, hi; } range; int n; } box;

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
        st.sum += x[i] * st.count;
    largest(&st, x, 200);
    stats odd = { 0, 0, 0 };
    #pragma acc parallel reduction(+:odd.count) copyin(x)
    {
        #pragma acc loop reduction(+:odd.count)
        for (int i = 0; i < 200; i++)
            odd . count += x[i] & 1;
    }
    box b = { { 1000.0f, -1000.0f }, 3 };
    #pragma acc kernels loop independent reduction(min:b.range.lo) copyin(x)
    for (int i = 0; i < 200; i++)
        if (x[i] + 0.5f < b.range.lo) b.range.lo = x[i] + 0.5f;
    #pragma acc kernels loop reduction(+:b.n) copyin(x)
    for (int i = 0; i < 200; i++)
        b.n += x[i] % 3;
    stats later = { 0, 0, 0 };
    #pragma acc parallel loop reduction(+:later.count) copyin(x) async(1)
    for (int i = 0; i < 200; i++)
        later.count += x[i] > 50;
    #pragma acc wait(1)
    printf("%g %d %ld / %d %g %ld / %g %g %d / %d\n", st.sum, st.count, st.max, odd.count,
           odd.sum, odd.max, b.range.lo, b.range.hi, b.n, later.count);
    return 0;
}
