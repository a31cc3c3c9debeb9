// accc-target: opencl
// What device code does not compute with complex values is an error at the expression,
// not the device compiler's: a function of <complex.h> without a device version, a
// `long double _Complex` value (32 bytes on the host, the devices' `long double` is
// `double`), `++` of a complex value, and a compound assignment whose target has side
// effects (it would be evaluated twice).
#include <complex.h>

int main(void)
{
    double _Complex z[8] = { 0 };
    long double _Complex big = 1;
    double _Complex p = 2;
#pragma acc parallel loop copy(z) copyin(big) firstprivate(p)
    for (int i = 0; i < 4; i++) {
        z[i] = cpow(p, 2.0); // expect-error: has no device version
        z[i] += (double _Complex)big; // expect-error: cannot be used in device code
        p++; // expect-error: `++` and `--` of a complex value
        int k = i;
        z[k++] *= p; // expect-error: side effects
    }
    return 0;
}
