// accc-target: opencl
// `printf` in device code that the device cannot print: a `%s` argument that is not a
// string literal (a pointer into host memory), a format that is not a string literal
// (OpenCL C requires one), a `long double` argument, `%n`; in a region and in a routine.
#include <stdio.h>

#pragma acc routine seq
static void show(const char *name, int i)
{
    printf("%s=%d\n", name, i); // expect-error: `%s` argument of `printf` that is not a string literal
}

int main(void)
{
    int a[10];
    const char *label = "a";
    const char *format = "%d\n";
    int written = 0;
#pragma acc parallel loop copyout(a) copyin(label)
    for (int i = 0; i < 10; i++) {
        a[i] = i;
        if (i == 0)
            printf("%s %d\n", label, i); // expect-error: `%s` argument // expect-error: not supported
        if (i == 1)
            printf(format, i); // expect-error: format that is not a string literal
        if (i == 2)
            printf("%Lf\n", 1.5L * i); // expect-error: `long double` argument
        if (i == 3)
            printf("%d%n\n", i, &written); // expect-error: `%n`
        if (i == 4)
            show("i", i);
    }
    return a[0];
}
