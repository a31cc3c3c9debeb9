// accc-target: opencl
// A routine returning a pointer, with a `return` inside a statement expression: the
// routine's result points into one address space (OpenCL 1.2 has no generic pointers),
// and that `return` gives an address in another than the routine's last `return` (the
// error is at the last, its note at the one in the statement expression).
#pragma acc routine seq
static float *pick(float *a, float *b, int k)
{
    float *r = ({ if (k < 0) return b; a + k; });
    return r; // expect-error: routine `pick` returns an address in device (global) memory here, but in the thread's private memory elsewhere
}

int main(void)
{
    float a[8], out[8];
    for (int i = 0; i < 8; i++)
        a[i] = (float)i;
#pragma acc parallel loop copyin(a) copyout(out)
    for (int i = 0; i < 8; i++) {
        float own[2] = {10.0f, 20.0f};
        out[i] = *pick(a, own, i - 4);
    }
    return 0;
}
