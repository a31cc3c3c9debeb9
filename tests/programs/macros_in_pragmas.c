// Macros inside directives: sizes and clause arguments from #define, and
// macros that expand to a whole loop with its directive, produced by
// _Pragma with the macro's arguments in the clauses.
#include <stdio.h>

#define N 512
#define VLEN 64
#define GANGS (N / VLEN)
#define SECTION(a) a[0:N]

#define DO_PRAGMA(x) _Pragma(#x)

#define PARALLEL_FILL(arr, expr)                                 \
    DO_PRAGMA(acc parallel loop copyout(arr))                    \
    for (int i = 0; i < N; i++)                                  \
        arr[i] = (expr);

#define ACC_SUM(var, arr)                                        \
    DO_PRAGMA(acc parallel loop reduction(+:var) copyin(arr))    \
    for (int i = 0; i < N; i++)                                  \
        var += arr[i];

int main(void)
{
    static int a[N], b[N], c[N];

#pragma acc parallel loop num_gangs(GANGS) vector_length(VLEN) copyout(SECTION(a))
    for (int i = 0; i < N; i++)
        a[i] = i % VLEN;

    PARALLEL_FILL(b, 3 * i)
    PARALLEL_FILL(c, i % 5)

    long sa = 0, sb = 0, sc = 0;
    ACC_SUM(sa, a)
    ACC_SUM(sb, b)
    ACC_SUM(sc, c)
    printf("sa=%ld sb=%ld sc=%ld\n", sa, sb, sc);
    return 0;
}
