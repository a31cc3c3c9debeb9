// accc-target: opencl
// Pointers OpenCL C cannot declare, reached through GNU statement expressions and
// compound literals (OpenCL 1.2 has no generic pointers): a pointer given the address
// of the block's private array as the statement expression's value and a device address
// elsewhere, a `for` header inside a statement expression declaring a pointer into device
// memory and one into the thread's own array, and a compound literal of pointers into both.
int main(void)
{
    float a[16];
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 16; i++) {
        float own[2] = {1.0f, 2.0f};
        float *p = &a[i];
        if (i % 2)
            p = ({ float t[2] = {1.0f, 2.0f}; &t[0]; }); // expect-error: pointer `p` is given an address in the thread's private memory here
        a[i] += ({ float s = 0; for (float *q = a, *r = own; q < a + 2; q++, r++) s += *q + *r; s; }); // expect-error: `q` must be declared outside this `for` header
        float **both = (float *[]){a, own}; // expect-error: compound literal of pointers is given an address in the thread's private memory
        p[0] += both[0][0];
    }
    return 0;
}
