// accc-target: cuda
// Designated initialisers out of the members' order are C, but nvcc compiles device code
// as C++, which refuses them: an error at the user's line, not an internal error.
struct point { float x, y; int k; };

void fill(float *out, int n)
{
    #pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        struct point p = { .y = 2.0f * i, .x = 1.0f, .k = i }; // expect-error: nvcc compiles device code as C++ // expect-error: order of the struct's members
        out[i] = p.x + p.y + p.k;
    }
}
