// accc-target: opencl
// Routines called in a compute region whose device versions are not in this file:
// device code is compiled from each file alone (on CUDA too).
#pragma acc routine seq
int scale(int x); // defined in another file

int shift(int x);
#pragma acc routine(shift) seq bind(shift_on_device)

int main(void)
{
    int a[16];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 16; i++) {
        a[i] = scale(i); // expect-error: call to routine `scale`, whose definition is not in this file
        a[i] += shift(i); // expect-error: bound to `shift_on_device`, whose definition is not in this file
    }
    return a[3];
}
