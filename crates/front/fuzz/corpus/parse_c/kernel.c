# 1 "kernel.c"
typedef float real;
static void saxpy(int n, real a, const real *restrict x, real *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}
int main(void) { real x[4] = {1, 2, 3, 4}, y[4] = {0}; saxpy(4, 2.0f, x, y); return (int)y[3]; }
