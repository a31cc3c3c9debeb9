// accc-target: opencl
// A routine returning a pointer into the device array on one path and into its own
// static table on another cannot be declared in OpenCL C.
#pragma acc routine seq
static const float *pick(const float *a, int i) {
    static const float fallback[2] = {0.0f, 1.0f};
    if (i < 0)
        return fallback;
    return a + i; // expect-error: routine `pick` returns an address in device (global) memory here // expect-error: but in constant memory
}

int main(void) {
    float a[64], out[64];
    for (int i = 0; i < 64; i++)
        a[i] = i;
#pragma acc parallel loop copyin(a) copyout(out)
    for (int i = 0; i < 64; i++)
        out[i] = *pick(a, i - 1);
    return (int)out[3];
}
