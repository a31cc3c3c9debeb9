/* Data clauses on a subarray of a pointer member (`copy(v.data[0:n])`) without the
 * struct in any clause: the clause maps what the member points to, the struct itself is
 * copied in implicitly as an aggregate the kernel reads (`v.scale`), and the attach the
 * clause implies takes effect only while the struct is present (OpenACC 3.3 §2.7.2), not
 * as an error. Also through a pointer (`p->data`), a nested member (`p->in.data`) and a
 * pointer in the middle of the chain (`w.link->data`). */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

typedef struct { int n; float scale; float *data; } vec;
struct inner { int n; float *data; };
struct outer { int k; struct inner in; };
struct wrap { int k; vec *link; };

static double total(const float *a, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    vec v = { N, 3.0f, malloc(N * sizeof(float)) };
    for (int i = 0; i < N; i++)
        v.data[i] = (float)(i % 10);

    /* v itself is in no clause: implicitly copied in for v.scale and v.n. */
#pragma acc parallel loop copy(v.data[0:v.n])
    for (int i = 0; i < v.n; i++)
        v.data[i] = v.data[i] * v.scale + (float)v.n / 1000.0f;
    printf("v.data: %.1f\n", total(v.data, N));

    /* Through a pointer whose target is in no clause. */
    vec *p = &v;
#pragma acc parallel loop copy(p->data[0:p->n])
    for (int i = 0; i < N; i++)
        p->data[i] += 1.0f;
    printf("p->data: %.1f\n", total(v.data, N));

    /* A nested member, through a pointer. */
    struct outer o = { 7, { N, malloc(N * sizeof(float)) } };
    struct outer *q = &o;
    for (int i = 0; i < N; i++)
        o.in.data[i] = (float)i;
#pragma acc parallel loop copy(q->in.data[0:q->in.n])
    for (int i = 0; i < N; i++)
        q->in.data[i] = q->in.data[i] * 2.0f;
    printf("q->in.data: %.1f\n", total(o.in.data, N));

    /* A pointer in the middle of the chain: the struct it points to stays on the host. */
    struct wrap w = { 5, &v };
#pragma acc parallel loop copy(w.link->data[0:N])
    for (int i = 0; i < N; i++)
        w.link->data[i] -= 2.0f;
    printf("w.link->data: %.1f\n", total(v.data, N));

    /* With the struct present first, the member is attached to its data and a second
       region finds both. */
#pragma acc data copyin(v) copy(v.data[0:N])
    {
#pragma acc parallel loop present(v)
        for (int i = 0; i < v.n; i++)
            v.data[i] *= 0.5f;
    }
    printf("attached: %.1f\n", total(v.data, N));

    /* Empty subarrays of members (n == 0 at run time) map nothing and are no error; the
       kernels still run. */
    int none = v.n - N;
    static int marks[N];
#pragma acc parallel loop copy(p->data[0:none], v.data[0:none]) copyout(marks)
    for (int i = 0; i < N; i++)
        marks[i] = i % 4 + (none > 0 ? (int)p->data[0] + (int)v.data[0] : none);
    long m = 0;
    for (int i = 0; i < N; i++)
        m += marks[i];
    printf("empty sections: %ld\n", m);

    free(v.data);
    free(o.in.data);
    return 0;
}
