// -Minfo=accel on kernels regions: what the dependence test decided, and why.
void h(int);

float kernels_loops(int n, float *restrict a, float *restrict b, float *c, float *d)
{
    float t, s = 0.0f;
#pragma acc kernels
    {
        for (int i = 1; i < n; i++)
            a[i] = a[i - 1] + 1.0f;
        for (int i = 0; i < n; i++) {
            t = a[i] * 2.0f;
            b[i] = t;
            s += t;
        }
        for (int i = 0; i < n; i++)
            c[i] = d[i];
        for (int i = 0; i < n; i++)
            h(i);
    }
#pragma acc kernels loop independent
    for (int i = 0; i < n; i++)
        c[i] = d[i];
    return s;
}
