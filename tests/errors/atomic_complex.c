// Atomic operations on `_Complex` values (two numbers) exist on no target: an error at
// the statement, on every target, and not the host compiler's or the device compiler's.
#include <complex.h>

int main(void)
{
    double _Complex z = 0;
    float _Complex w = 1;
    double _Complex v;
    double re = 0;
#pragma acc parallel loop copy(z, w, re, v)
    for (int i = 0; i < 10; i++) {
#pragma acc atomic update
        z += 1.0; // expect-error: _Complex
#pragma acc atomic capture
        v = w = w * 2.0f; // expect-error: _Complex
#pragma acc atomic write
        z = 3.0; // expect-error: _Complex
#pragma acc atomic read
        v = z; // expect-error: _Complex
#pragma acc atomic update
        re += 1.0;
    }
    return (int)re;
}
