// accc-args: --target=opencl
// -Minfo=accel for a device with its own memory: what each data directive moves.
void scale(int n, float *restrict x, float *restrict y)
{
#pragma acc data copyin(x[0:n]) copy(y[0:n]) create(n)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++)
            y[i] += 2.0f * x[i];
#pragma acc update self(y[0:n])
    }
#pragma acc enter data copyin(x[0:n])
#pragma acc update device(x[0:n])
#pragma acc exit data copyout(x[0:n]) delete(y[0:n])
}
