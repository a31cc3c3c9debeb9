// accc-target: cuda
// Nested designators that share their first member are C, and accc gathers them into
// the member's own braced list for nvcc, which compiles device code as C++ and names each
// member once (tests/programs/designated_nested.c, designated_elements.c). Where that
// would change the meaning (an override, two members of one union), or the place of a
// value is not a constant, accc refuses the list at the initialiser instead of leaving it
// to nvcc. OpenCL C and the CPU targets take them.
struct span { int lo, hi; };
union word { int i; float f; };
struct rec { struct span v; int a[3]; union word w; int k; };

void fill(int *out, int n)
{
    #pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        struct rec elements = { .a[i % 3] = i, .a[2] = 1, .k = 2 }; // expect-error: cannot take this designated initialiser // expect-error: not a constant
        struct rec twice = { .k = 1, .a = { 1, 2, 3 }, .a[1] = i }; // expect-error: cannot take this designated initialiser // expect-error: initialise one member twice
        struct rec overwritten = { .v.lo = i, .k = 1, .v = { 3, 4 } }; // expect-error: cannot take this designated initialiser // expect-error: initialise one member twice
        struct rec both = { .w.f = 1.0f, .k = i, .w.i = 2 }; // expect-error: cannot take this designated initialiser // expect-error: members of one union
        out[i] = elements.a[2] + twice.a[1] + overwritten.v.hi + both.w.i + both.k;
    }
}
