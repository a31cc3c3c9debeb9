// device_type (dtype): clauses that apply only when compiling for a given
// device kind, with the "*" default, on compute constructs and loops; and the
// init / set / shutdown directives.  None of this may change the results.
// (Only the clauses the specification allows after device_type follow it.)
#include <stdio.h>

#define N 4096

int main(void)
{
    static float a[N];
    float s = 0.0f;

#pragma acc init

#pragma acc parallel loop copyout(a) device_type(nvidia) vector_length(256) device_type(*) vector_length(64)
    for (int i = 0; i < N; i++)
        a[i] = (float)(i % 32);

#pragma acc parallel copyin(a) copy(s) num_gangs(8) dtype(host) num_gangs(1)
    {
#pragma acc loop reduction(+:s) device_type(nvidia) gang vector device_type(*) gang
        for (int i = 0; i < N; i++)
            s += a[i];
    }

    int t = 0;
#pragma acc kernels device_type(nvidia, radeon) num_gangs(64)
    {
#pragma acc loop reduction(+:t) device_type(*) independent
        for (int i = 0; i < 100; i++)
            t += i;
    }

#pragma acc set device_num(0)
#pragma acc shutdown

    printf("s=%.1f t=%d\n", s, t);
    return 0;
}
