// accc-target: opencl
// A struct with bit-fields in an OpenCL kernel: OpenCL C has none, and no other
// layout is the host's.
struct flags {
    unsigned ready : 1; // expect-error: bit-field `ready` of `struct flags` // expect-error: OpenCL C has no bit-fields
    unsigned level : 4;
    int value;
};

int main(void)
{
    struct flags f[8] = {{0}};
#pragma acc parallel loop copy(f[0:8])
    for (int i = 0; i < 8; i++)
        f[i].value += f[i].level;
    return f[0].value;
}
