// accc-target: opencl
// A loop bound that the construct itself assigns on the device: the host computes each
// kernel's bounds before it runs, from the host's value, so the loop would run a stale
// number of times. An error names the variable (the multicore target runs the region on
// the host and needs none).
int fill(int *a)
{
    int m = 0;
    #pragma acc kernels copy(a[0:100])
    {
        m = 50;
        for (int i = 0; i < m; i++) a[i] = 1; // expect-error: the bounds of this loop read `m`, which the compute construct assigns
    }
    return m;
}
