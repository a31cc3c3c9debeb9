/* A pointer to a struct whose target is in no data clause, the kernels reading its other
 * members (`p->n`, `p->scale`, `q->in.n`) beside a subarray of its pointer member in the
 * clause (`copy(p->data[0:p->n])`): the struct it points to is implicitly `p[0:1]`, copied
 * in before the clause (whose attach then finds it) when absent, copied back when a kernel
 * writes a member of it (`p->count = …`), and used where it is when an enclosing `data`
 * construct has it already. Writes through its pointer member alone (`p->data[i] = …`)
 * leave the struct as it was. `(*p).data` and `p[0].data` are `p->data`. */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

typedef struct { int n; float scale; int count; float *data; } vec;
struct inner { int n; float *data; };
struct outer { int k; struct inner in; };

static double total(const float *a, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

static void fill(float *a, int n) {
    for (int i = 0; i < n; i++)
        a[i] = (float)(i % 10);
}

int main(void) {
    vec v = { N, 3.0f, 0, malloc(N * sizeof(float)) };
    vec *p = &v;
    fill(v.data, N);

    /* Members read through the pointer, the loop bound among them. */
#pragma acc parallel loop copy(p->data[0:p->n])
    for (int i = 0; i < p->n; i++)
        p->data[i] = p->data[i] * p->scale + (float)p->n / 1000.0f;
    printf("p->data: %.1f\n", total(v.data, N));

    /* `(*p).m` and `p[0].m` are `p->m`; a subarray that starts after element 0. */
#pragma acc parallel loop copy(p->data[1:p->n - 1])
    for (int i = 1; i < N; i++)
        (*p).data[i] -= p[0].scale;
    printf("(*p).data: %.1f\n", total(v.data, N));

    /* A nested member through a pointer. */
    struct outer o = { 4, { N, malloc(N * sizeof(float)) } };
    struct outer *q = &o;
    fill(o.in.data, N);
#pragma acc parallel loop copy(q->in.data[0:q->in.n])
    for (int i = 0; i < q->in.n; i++)
        q->in.data[i] = q->in.data[i] * (float)q->k + (float)(q->in.n - N);
    printf("q->in.data: %.1f\n", total(o.in.data, N));

    /* A member written through the pointer by one thread: the struct comes back (its
       pointer member as the host had it). */
#pragma acc serial copy(p->data[0:N])
    {
        p->count = p->n / 10;
        p->data[0] = (float)p->count;
    }
    printf("serial: count %d, data[0] %.1f, p->data: %.1f\n", v.count, v.data[0],
           total(v.data, N));

#pragma acc parallel num_gangs(1) copyin(p->data[0:N])
    {
        p->count += (int)p->data[1] + 1;
    }
    printf("num_gangs(1): count %d\n", v.count);

    /* A reduction into a local, stored in the struct after the region. */
    float sum = 0.0f;
#pragma acc parallel loop reduction(+:sum) copyin(p->data[0:p->n])
    for (int i = 0; i < p->n; i++)
        sum += p->data[i] * p->scale;
    p->count = (int)sum;
    printf("reduction: count %d\n", v.count);

    /* The struct present already: the kernels use its device copy, where the first
       writes the count the second reads (the host's count is not that one until the
       update). */
    v.count = 0;
#pragma acc data copyin(p[0:1]) copy(p->data[0:N])
    {
#pragma acc serial
        p->count = 2;
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            p->data[i] += (float)p->count;
#pragma acc update self(p->count)
    }
    printf("present: count %d, p->data: %.1f\n", v.count, total(v.data, N));

    free(v.data);
    free(o.in.data);
    return 0;
}
