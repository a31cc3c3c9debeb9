// Unstructured data lifetimes: enter data copyin/create in one function,
// compute in another, exit data copyout/delete in a third.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n;
    double *u;
    double *w;
} field;

static field *field_new(int n)
{
    field *f = malloc(sizeof *f);
    f->n = n;
    f->u = malloc(n * sizeof(double));
    f->w = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++)
        f->u[i] = (double)(i % 100);
    double *u = f->u, *w = f->w;
#pragma acc enter data copyin(u[0:n]) create(w[0:n])
    return f;
}

static void field_step(field *f)
{
    int n = f->n;
    double *u = f->u, *w = f->w;
#pragma acc parallel loop present(u[0:n], w[0:n])
    for (int i = 0; i < n; i++)
        w[i] = 2.0 * u[i] + 1.0;
#pragma acc parallel loop present(u[0:n], w[0:n])
    for (int i = 0; i < n; i++)
        u[i] = w[i] - u[i];
}

static void field_free(field *f)
{
    int n = f->n;
    double *u = f->u, *w = f->w;
#pragma acc exit data copyout(u[0:n]) delete(w[0:n])
    free(f->u);
    free(f->w);
    free(f);
}

int main(void)
{
    field *f = field_new(1000);
    for (int s = 0; s < 3; s++)
        field_step(f);
    double *u = f->u;
    int n = f->n;
    // read the result back before deleting (exit data above also copies out)
#pragma acc update self(u[0:n])
    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += u[i];
    printf("u[0]=%.1f u[99]=%.1f sum=%.1f\n", u[0], u[99], sum);

    // enter data with a scalar and a fixed-size array, then delete/copyout
    int counter = 5;
    static int arr[64];
#pragma acc enter data copyin(counter) create(arr)
#pragma acc parallel loop present(arr)
    for (int i = 0; i < 64; i++)
        arr[i] = i * i;
#pragma acc exit data copyout(arr) delete(counter)
    long sa = 0;
    for (int i = 0; i < 64; i++)
        sa += arr[i];
    printf("counter=%d sa=%ld\n", counter, sa);

    field_free(f);
    return 0;
}
