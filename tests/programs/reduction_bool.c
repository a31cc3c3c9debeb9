/* Reductions of _Bool variables with every operator: each partial result is 0 or 1 (C
   converts what is stored in a _Bool), so the combined result must be too -- `+` and
   `max` act as `||`, `*` and `min` as `&&` -- on a parallel loop, a loop inside a
   parallel region (gang and vector), a reduction on the construct, and a kernels loop. */
#include <stdbool.h>
#include <stdio.h>

#define N 1000

int main(void)
{
    static int a[N];
    for (int i = 0; i < N; i++)
        a[i] = i % 7 == 0;

    bool sum = 0, prod = 1, mx = 0, mn = 1, band = 1, bor = 0, bxor = 0, land = 1, lor = 0;
#pragma acc parallel loop copyin(a) reduction(+:sum) reduction(*:prod) reduction(max:mx) \
    reduction(min:mn) reduction(&:band) reduction(|:bor) reduction(^:bxor) \
    reduction(&&:land) reduction(||:lor)
    for (int i = 0; i < N; i++) {
        sum += a[i];
        prod *= a[i] + 1;
        mx = mx > a[i] ? mx : a[i];
        mn = mn < a[i] ? mn : a[i];
        band &= a[i] | 1;
        bor |= a[i];
        bxor ^= a[i];
        land = land && (a[i] < 2);
        lor = lor || a[i];
    }
    printf("parallel loop: + %d * %d max %d min %d & %d | %d ^ %d && %d || %d\n", sum, prod, mx,
           mn, band, bor, bxor, land, lor);

    /* many partial results of 1: a count would be far above 1 */
    bool seen = 0, none = 0;
#pragma acc parallel copyin(a)
    {
#pragma acc loop gang vector reduction(+:seen) reduction(+:none)
        for (int i = 0; i < N; i++) {
            seen += a[i] * 3;
            none += a[i] > 1;
        }
    }
    printf("loop in parallel: seen %d none %d\n", seen, none);

    bool team = 0;
#pragma acc parallel num_gangs(4) copyin(a) reduction(+:team)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++)
            team += a[i];
    }
    printf("parallel reduction: %d\n", team);

    bool ksum = 0, kmul = 1;
#pragma acc kernels loop copyin(a) reduction(+:ksum) reduction(*:kmul)
    for (int i = 0; i < N; i++) {
        ksum += a[i] + a[i];
        kmul *= 2 - a[i];
    }
    printf("kernels loop: + %d * %d\n", ksum, kmul);
    return 0;
}
