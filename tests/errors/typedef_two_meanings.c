// accc-target: opencl
// One type name defined with two different types in two scopes: the device program has
// one scope, so device code that uses the name is an error (a kernel reading the host's
// doubles as floats would give wrong answers).
static float half(float v)
{
    typedef float real;
    real r = v / 2;
    return r;
}

int main(void)
{
    typedef double real; // expect-error: device code uses the type name `real`, which this file defines 2 times
    real a[8];
    for (int i = 0; i < 8; i++)
        a[i] = half((float)i);
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 8; i++) {
        real t = a[i];
        a[i] = t * 2;
    }
    return (int)a[7];
}
