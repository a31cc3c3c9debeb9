// accc-target: opencl
// Device code OpenCL C cannot express: a pointer given addresses in two address
// spaces (OpenCL 1.2 has no generic pointers). A writable static variable is an error on
// every target (static_in_device_code.c).
int main(void)
{
    float a[16];
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 16; i++) {
        float tmp[2] = {1.0f, 2.0f};
        float *p = &a[i];
        if (i % 2)
            p = tmp; // expect-error: pointer `p` is given an address in the thread's private memory here, but in device (global) memory
        p[0] += 1.0f;
    }
    return 0;
}
