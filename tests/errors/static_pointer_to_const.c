// accc-target: opencl
// `static const char *` is a writable pointer to constant characters: not a
// constant OpenCL C can hoist to program scope, so a writable static (an error
// there), not `__constant` data. `static const char *const` is a constant.
int main(void)
{
    int out[4];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 4; i++) {
        static const char *names[2] = {"ab", "cde"}; // expect-error: static variable `names` // expect-error: no writable static
        static const char *const fixed[2] = {"x", "yz"};
        out[i] = names[i % 2][0] + fixed[i % 2][0];
    }
    return out[0] == 'a' + 'x' ? 0 : 1;
}
