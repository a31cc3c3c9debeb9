// accc-target: opencl
// A loop bound that the construct itself assigns on the device: the host computes each
// kernel's bounds before it runs, from the host's value, so the loop would run a stale
// number of times. An error names the variable (the multicore target runs the region on
// the host and needs none). A step the construct assigns is read the same way (it ran with
// the host's stale step before).
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

int stride(int *a)
{
    int s = 1;
    #pragma acc kernels copy(a[0:100])
    {
        s = 3;
        for (int i = 0; i < 100; i += s) a[i] = 1; // expect-error: the bounds of this loop read `s`, which the compute construct assigns
    }
    return s;
}

struct range { int n; int m; };

int member(int *a)
{
    struct range r = {100, 0};
    #pragma acc kernels copy(a[0:100]) copy(r)
    {
        r.n = 50; // the member the bound reads (another member would not matter)
        for (int i = 0; i < r.n; i++) a[i] = 2; // expect-error: the bounds of this loop read `r`, which the compute construct assigns
    }
    return r.n;
}
