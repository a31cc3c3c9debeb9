// accc-target: cuda
// A `bind` string is used as the device function's name, as written: one that neither
// this file nor CUDA defines is the user's error (nvcc's "undefined identifier").
#pragma acc routine seq bind("fast_square") // expect-error: names a function that neither this file nor CUDA defines
float square(float x) { return x * x; }

// A CUDA device function is a valid `bind` string.
#pragma acc routine seq bind("__fmul_rn")
float times(float x, float y) { return x * y; }

void scale(float *a, int n)
{
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = square(a[i]) + times(a[i], 2.0f);
}
