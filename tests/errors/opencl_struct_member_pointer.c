// accc-target: opencl
// Device code OpenCL C cannot express: a pointer into device memory stored in a member
// of a structure the region declares (OpenCL 1.2 has no generic pointers; the member
// points into private memory), by an initialiser, an assignment or a compound literal.
struct view {
    float *data;
    int n;
};

int main(void)
{
    float w[16], a[16];
    for (int i = 0; i < 16; i++)
        w[i] = (float)i;
#pragma acc parallel loop copyin(w) copyout(a)
    for (int i = 0; i < 16; i++) {
        struct view v = {w, i}; // expect-error: `w` points into device (global) memory, but OpenCL C cannot store it in the member `data` of a structure
        struct view u;
        u.data = &w[i]; // expect-error: this address points into device (global) memory, but OpenCL C cannot store it in the member `data` of a structure
        u.n = 0;
        a[i] = v.data[v.n] + u.data[u.n] + (struct view){w, i}.data[0]; // expect-error: `w` points into device (global) memory
    }
    return 0;
}
