// accc-target: opencl
// Pointers to pointers in device code that OpenCL C cannot declare (OpenCL 1.2 has no
// generic pointers: `float **pp` fixes where the pointers it points to point): a local
// `float **` given the address of a pointer into device memory or an array of such
// pointers, a store of a device address through a pointer to private pointers, a
// routine's `float **` parameter (pointers into device memory) given an array of
// pointers into the thread's own array, and that routine storing a private address
// through it.
#pragma acc routine seq
static float first(float **rows, float *spare)
{
    *rows = spare; // expect-error: this address points into the thread's private memory, but OpenCL C stores it in a pointer into device (global) memory
    return rows[0][0];
}

int main(void)
{
    float a[16], out[16];
    for (int i = 0; i < 16; i++)
        a[i] = (float)i;
#pragma acc parallel loop copyin(a) copyout(out)
    for (int i = 0; i < 16; i++) {
        float own[2] = {1.0f, 2.0f};
        float *p = &a[i];
        float **pp = &p; // expect-error: `pp` points to pointers into the thread's private memory in OpenCL C, but is given the address of pointers into device (global) memory
        float *tab[2] = {a, a + 1};
        float **rows = tab; // expect-error: `rows` points to pointers into the thread's private memory
        float *mine = own;
        float **mp = &mine;
        *mp = &a[i]; // expect-error: this address points into device (global) memory, but OpenCL C stores it in a pointer into the thread's private memory
        float *owns[2] = {own, own + 1};
        out[i] = **pp + rows[1][0] + first(owns, own); // expect-error: argument 1 of `first` points to pointers into device (global) memory in OpenCL C, but is given the address of pointers into the thread's private memory
        out[i] += first(tab, own + 1) + *mine;
    }
    return 0;
}
