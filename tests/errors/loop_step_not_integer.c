// A loop with a loop directive steps by an integer (the canonical form OpenACC takes
// from OpenMP): a floating or complex step is converted back to the variable's type at
// each step, so the loop has no trip count to share out. Fuzzing found a complex step
// that accc passed on to the device compiler.
#include <complex.h>

int main(void)
{
    int a[100] = {0};
    double h = 1.5;
    double _Complex z = 2.0;
#pragma acc parallel loop copy(a)
    for (int k = 0; k < 100; k += h) // expect-error: the step must be an integer expression, not `double`
        a[k] = k;
#pragma acc parallel loop copy(a)
    for (int r = 0; r < 4; r++) {
#pragma acc loop vector
        for (int k = 0; k < 20; k = k + z) // expect-error: the step must be an integer expression
            a[r * 20 + k] += 1;
    }
#pragma acc parallel loop copy(a)
    for (int k = 99; k >= 0; k = k - 0.5f) // expect-error: not in canonical form
        a[k] -= 1;
    return a[3];
}
