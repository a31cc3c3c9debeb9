// `routine bind`: calls in compute regions go to the bound function. The host
// versions here call functions that are not routines (they cannot run on the
// device); the bound device versions compute the same values. `bind(name)` on
// a prototype with `routine(name)`, `bind(name)` on a definition, and
// `bind("name")` with a string; a bound routine called from another routine.
#include <stdio.h>

#define N 200

static int host_twice(int x) { return 2 * x; }      // not a routine
static float host_half(float x) { return x / 2.0f; } // not a routine

#pragma acc routine seq
static int twice_on_device(int x)
{
    return x + x;
}

int twice(int x);
#pragma acc routine(twice) seq bind(twice_on_device)

int twice(int x)
{
    return host_twice(x);
}

static float half_on_device(float x)
{
    return x * 0.5f;
}

#pragma acc routine seq bind("half_on_device")
static float half(float x)
{
    return host_half(x);
}

static long cube_on_device(long x)
{
    return x * x * x;
}

#pragma acc routine seq bind(cube_on_device)
static long cube(long x)
{
    long r = 1;
    for (int k = 0; k < 3; k++)
        r = (long)host_twice((int)r) / 2 * x;
    return r;
}

#pragma acc routine seq
static long combine(int i)
{
    return twice(i) + cube(i % 10);
}

int main(void)
{
    static int a[N];
    static float f[N];
    static long c[N];
    for (int i = 0; i < N; i++)
        f[i] = (float)i;

#pragma acc parallel loop copyout(a, c) copy(f)
    for (int i = 0; i < N; i++) {
        a[i] = twice(i) + 1;
        f[i] = half(f[i]) + half(1.0f);
        c[i] = combine(i);
    }

    long sa = 0, sc = 0;
    double sf = 0.0;
    for (int i = 0; i < N; i++) {
        sa += a[i];
        sf += f[i];
        sc += c[i];
    }
    printf("a: %ld  f: %.1f  c: %ld\n", sa, sf, sc);
    printf("a[7]=%d f[7]=%.2f c[13]=%ld\n", a[7], f[7], c[13]);
    return 0;
}
