// accc-target: opencl
// A pointer member the kernel uses is a kernel argument of its own (the device cannot
// follow the pointer stored in the struct's device copy): assigning or stepping it in
// the region would leave the struct's pointer as it was.
#include <stdlib.h>

typedef struct { int n; float *data; } vec;

int main(void)
{
    vec v = { 16, malloc(16 * sizeof(float)) };
    vec *p = &v;
#pragma acc serial copy(p->data[0:16])
    {
        p->data[0] = 1.0f;
        p->data = p->data + 1; // expect-error: pointer member `p->data` is assigned in a compute region
    }
#pragma acc parallel loop copy(v.data[0:16])
    for (int i = 0; i < 1; i++)
        v.data++; // expect-error: receives it as a pointer of its own
    free(v.data);
    return 0;
}
