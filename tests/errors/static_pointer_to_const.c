// accc-target: opencl
// `static const char *` is a writable pointer to constant characters: a writable
// static (an error on every target), not `__constant` data OpenCL C can hoist to
// program scope. `static const char *const` is a constant.
int main(void)
{
    int out[4];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 4; i++) {
        static const char *names[2] = {"ab", "cde"}; // expect-error: static variable `names` // expect-error: every thread would share it
        static const char *const fixed[2] = {"x", "yz"};
        out[i] = names[i % 2][0] + fixed[i % 2][0];
    }
    return out[0] == 'a' + 'x' ? 0 : 1;
}
