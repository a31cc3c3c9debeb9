// accc-target: opencl
// A pointer into device memory stored in a member of a structure the region declares
// through chained designators (`.v.data = w`, `.arr[0] = w`, `[1].data = w`), a value
// without a designator after one (`.v.data = own, i, w`: `i` goes on inside `v`, `w` to
// `arr[0]`), brace elision (`{w, 2}` fills `v`), an array member's initialiser list, and an
// assignment to an element of a member array
// (OpenCL 1.2 has no generic pointers; the member points into private memory).
struct view {
    float *data;
    int n;
};
struct pair {
    struct view v;
    float *arr[2];
};

int main(void)
{
    float w[16], a[16];
    for (int i = 0; i < 16; i++)
        w[i] = (float)i;
#pragma acc parallel loop copyin(w) copyout(a)
    for (int i = 0; i < 16; i++) {
        float own[2] = {1.0f, 2.0f};
        struct pair p = {.v.data = w, .v.n = i}; // expect-error: `w` points into device (global) memory, but OpenCL C cannot store it in the member `data` of a structure
        struct pair q = {.v = {own, 0}, .arr[1] = w}; // expect-error: `w` points into device (global) memory, but OpenCL C cannot store it in the member `arr` of a structure
        struct view vs[2] = {[1].data = w}; // expect-error: `w` points into device (global) memory, but OpenCL C cannot store it in the member `data`
        struct pair r = {.arr = {own, w}}; // expect-error: `w` points into device (global) memory, but OpenCL C cannot store it in the member `arr`
        struct pair after = {.v.data = own, i, w}; // expect-error: cannot store it in the member `arr`
        struct pair elided = {w, 2}; // expect-error: cannot store it in the member `data`
        r.arr[0] = w; // expect-error: `w` points into device (global) memory, but OpenCL C cannot store it in the member `arr`
        a[i] = p.v.data[p.v.n] + q.arr[1][0] + vs[1].data[0] + r.arr[0][0] + after.v.n + elided.v.n;
    }
    return 0;
}
