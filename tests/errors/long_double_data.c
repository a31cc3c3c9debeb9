// accc-target: opencl
// `long double` data shared with the device: the host's 80-bit format is not the
// device's, so kernels would misread it. A private `long double` stays on the device.
struct sample {
    double x;
    long double weight; // expect-error: member `weight` of `struct sample` is `long double`
};

int main(void)
{
    struct sample s[8] = {{0}};
    long double acc[8] = {0};
    long double t = 0;
#pragma acc parallel loop copy(s)
    for (int i = 0; i < 8; i++)
        s[i].x = i;
#pragma acc parallel loop copy(acc)
    for (int i = 0; i < 8; i++)
        acc[i] += i; // expect-error: `acc` is `long double` data, which the device cannot share with the host
#pragma acc parallel loop private(t) copy(s)
    for (int i = 0; i < 8; i++) {
        t = i;
        s[i].x = (double)t;
    }
    return 0;
}
