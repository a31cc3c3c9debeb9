// accc-target: cuda
/* What the GPU targets do not reduce yet, each at its clause: a struct member in a vector
 * loop (members reduce at the gang level), an array of complex values (its elements join
 * the array by atomics, which complex values lack). */
#include <complex.h>
typedef struct { double sum; } stats;

int main(void)
{
    double out[8];
    double _Complex h[4] = { 0 };
    #pragma acc parallel loop gang copyout(out)
    for (int r = 0; r < 8; r++) {
        stats st = { 0 };
        #pragma acc loop vector reduction(+:st.sum) // expect-error: `reduction(+:st.sum)` of the vector loop: only scalars reduce over a block's lanes
        for (int k = 0; k < 64; k++)
            st.sum += k;
        out[r] = st.sum;
    }
    #pragma acc parallel loop reduction(+:h) // expect-error: reductions of arrays of complex values are not supported
    for (int i = 0; i < 64; i++)
        h[i % 4] += i;
    return (int)out[0] + (int)creal(h[0]);
}
