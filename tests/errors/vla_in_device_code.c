// accc-target: opencl
// Variable-length arrays in device code: a local one, a private one, and a routine's
// parameter of variably-modified type. Neither CUDA (C++) nor OpenCL C has them; each is an
// error at its line (before, OpenCL refused the kernel at run time and nvcc failed with
// an internal compiler error).
#pragma acc routine seq
static double diag(int n, const double m[n][n], int i) { return m[i][i]; } // expect-error: has a variable-length array type

void f(int m, int *out, double (*sq)[m])
{
    int w[m];
    #pragma acc parallel loop copyout(out[0:8])
    for (int i = 0; i < 8; i++) {
        int v[m]; // expect-error: is a variable-length array, which device code cannot declare
        v[0] = i;
        out[i] = v[0];
    }
    #pragma acc parallel loop private(w) copyout(out[0:8])
    for (int i = 0; i < 8; i++) {
        w[0] = i; // expect-error: which a kernel cannot make private
        out[i] = w[0];
    }
    #pragma acc parallel loop copyin(sq[0:m][0:m]) copyout(out[0:8])
    for (int i = 0; i < 8; i++)
        out[i] = (int)diag(m, sq, i % m);
}
