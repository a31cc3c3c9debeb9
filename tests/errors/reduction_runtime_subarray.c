// accc-target: opencl
// A reduction of a subarray through a pointer whose length is known only at run time: each
// thread's private copy needs a constant size on the GPU targets (multicore takes it).
void histogram(int *h, int n, const int *x, int len)
{
    #pragma acc parallel loop reduction(+:h[0:n]) copyin(x[0:len]) // expect-error: bounds are known only at run time
    for (int i = 0; i < len; i++)
        h[x[i] % n] += 1;
}
