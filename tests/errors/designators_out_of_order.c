// accc-target: cuda
// Designated initialisers out of the members' order are C, but nvcc compiles device code
// as C++, which refuses them. accc writes such a list again in member order where it can
// (tests/programs/designated_initializers.c); through an anonymous union it cannot, and
// the user gets an error at their line, not an internal error.
struct point { float x, y; union { int k; float w; }; };

void fill(float *out, int n)
{
    #pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        struct point p = { .y = 2.0f * i, .x = 1.0f, .k = i }; // expect-error: nvcc compiles device code as C++ // expect-error: order of the struct's members
        out[i] = p.x + p.y + p.k;
    }
}
