// declare: a global array with "declare create" lives on the device for the
// whole program; update moves data in and out; "declare copyin" on a global
// copies its initial value.  A "declare create" in a function gives a local
// array a device copy for the function's lifetime.
#include <stdio.h>

#define N 128

float table[N];
#pragma acc declare create(table)

int coeffs[4] = {3, 1, 4, 1};
#pragma acc declare copyin(coeffs)

#pragma acc routine seq
static float lookup(int i)
{
    return table[i % N];
}

static double use_local(int n)
{
    double w[16];
#pragma acc declare create(w)
    // the device copy exists from function entry: fill w, then send it
    for (int k = 0; k < 16; k++)
        w[k] = k * 0.5;
#pragma acc update device(w)
    double s = 0.0;
#pragma acc parallel loop present(w) reduction(+:s)
    for (int i = 0; i < n; i++)
        s += w[i % 16];
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        table[i] = (float)(i * 2);
#pragma acc update device(table)

    static float out[1000];
#pragma acc parallel loop copyout(out) present(table)
    for (int i = 0; i < 1000; i++)
        out[i] = lookup(i) + (float)coeffs[i % 4];

#pragma acc parallel loop present(table)
    for (int i = 0; i < N; i++)
        table[i] = -table[i];
#pragma acc update self(table)

    double s = 0.0;
    for (int i = 0; i < 1000; i++)
        s += out[i];
    printf("out[0]=%.1f out[999]=%.1f sum=%.1f table[5]=%.1f local=%.1f\n",
           out[0], out[999], s, table[5], use_local(100));
    return 0;
}
