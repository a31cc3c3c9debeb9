/* Designated initialisers in device code, in any order C allows. nvcc compiles CUDA
 * device code as C++, which takes member designators only in declaration order, so
 * accc writes these lists again in that order for CUDA; every target must give the
 * plain C answer. */
#include <stdio.h>

#define N 1000

struct vec3 { int x, y, z; };
struct inner { int u, v; };
struct outer { struct inner in; int w; };
/* member names that are C++ keywords */
struct words { int new; int class; int this; };
typedef struct { double lo, hi; } range;

#pragma acc routine seq
static int weigh(int i) {
    static const struct vec3 table[3] = {
        [2] = {.z = 9, .x = 7, .y = 8},
        [0] = {.y = 2, .x = 1, .z = 3},
        [1] = {4, 5, 6},
    };
    struct vec3 t = table[i % 3];
    return t.x + 10 * t.y + 100 * t.z;
}

int main(void) {
    static int out[N];
    static double spans[N];

    #pragma acc parallel loop copyout(out, spans)
    for (int i = 0; i < N; i++) {
        /* reversed; a positional item after a designator (y = i + 2) */
        struct vec3 a = {.z = i + 3, .x = i + 1, i + 2};
        /* nested lists, and a nested designator */
        struct outer o = {.w = 5, .in = {.v = i, .u = 2 * i}};
        struct outer p = {.w = 1, .in.u = i % 7};
        /* a struct value for a struct member */
        struct inner z = {i % 3, 4};
        struct outer q = {.w = 2, .in = z};
        /* members named like C++ keywords */
        struct words k = {.this = 3, .new = 1, .class = 2};
        /* a compound literal of a typedef'd anonymous struct */
        range r = (range){.hi = i + 0.5, .lo = i - 0.25};
        /* arrays may be designated in any order */
        int t[4] = {[3] = i, [1] = 2};
        out[i] = a.x + 2 * a.y + 3 * a.z + o.in.u - o.in.v + o.w + p.in.u + p.in.v + p.w
               + q.in.u * 3 + q.in.v + q.w
               + k.new * 100 + k.class * 10 + k.this + t[3] + t[1] + t[0] + weigh(i);
        spans[i] = r.hi - r.lo;
    }

    long sum = 0;
    double width = 0;
    for (int i = 0; i < N; i++) {
        sum += out[i];
        width += spans[i];
    }
    printf("sum %ld\n", sum);
    printf("width %.2f\n", width);
    printf("out[0] %d out[1] %d out[998] %d\n", out[0], out[1], out[998]);
    return 0;
}
