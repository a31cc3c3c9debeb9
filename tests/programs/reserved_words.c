// C names that are keywords or alternative tokens of C++ (the CUDA program is C++) or
// words OpenCL C reserves, in device code: variables, routine parameters (`or`, as in a
// multigrid benchmark's routine), routines, struct and union members, struct and union
// tags, typedef names, enumeration constants, a `declare`d global, a loop variable, a
// reduction variable, a private variable and a label; `alignas`, a C23 keyword, as a name.
#include <stdio.h>

#define N 64

struct class {
    int public, private;
};

struct kernel {
    int global, local, constant, half;
};

union template {
    int this;
    float float2;
};

struct node {
    int and, or, not, xor, new, delete, read_only, write_only, pipe;
};

typedef int typename;
typedef float float2x2;
typedef struct class namespace;

enum operator { virtual = 1, friend = 2, quad = 4, uniform = 8 };

int mutable[N];
#pragma acc declare create(mutable)

// The residual update of a multigrid smoother, with its parameters named as in C.
#pragma acc routine seq
static int bitand(int compl, int not_eq, int or)
{
    return (compl & not_eq) | or;
}

#pragma acc routine seq
static typename not(typename xor, namespace *or, struct kernel local, union template u)
{
    typename and = xor;
    if (and > 3)
        goto throw;
    and += or->public * local.half;
throw:
    return and + local.global + local.constant + u.this + virtual + quad;
}

#pragma acc routine seq
static int kernel(int global, int local, int constant, int private, int half, int float2)
{
    return global + local + constant * private + half - float2;
}

int main(void)
{
    static int and[N], constant[N];
    int or = 0, private = 0;
    int and_eq = 1, or_eq = 2, xor_eq = 3, bitor = 4, class = 5, new = 7, delete = 8;
    int try = 9, catch = 10, explicit = 11, nullptr = 12, protected = 13, using = 14, export = 15;
    int decltype = 16, constexpr = 17, typeid = 18, noexcept = 19, static_cast = 20;
    int char16_t = 21, wchar_t = 22, concept = 23, requires = 24, co_await = 25;
    int read_write = 26, write_only = 27, sampler_t = 28, event_t = 29, bool2 = 30, image2d_t = 31, alignas = 32;
    namespace obj = {2, 3};
    struct kernel kk = {4, 5, 6, 7};
    union template tt;
    tt.this = 5;
    struct node nd = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    float2x2 scale = 2.0f;
    for (int i = 0; i < N; i++) {
        mutable[i] = i;
        constant[i] = 2 * i;
    }
#pragma acc update device(mutable)

#pragma acc parallel loop copyout(and) copyin(constant) firstprivate(obj, kk, tt, nd) \
    reduction(+:or) private(private)
    for (int this = 0; this < N; this++) {
        int compl = this;
        private = constant[this] + mutable[this];
        and[this] = not(this % 7, &obj, kk, tt) + private * (int)scale + obj.private
                     + bitand(compl, 6, nd.or) + kernel(1, 2, 3, 4, 5, 6) + friend + uniform
                     + nd.and + nd.not + nd.xor + nd.new + nd.delete + nd.read_only
                     + nd.write_only + nd.pipe;
        int words = and_eq + or_eq + xor_eq + bitor + class + new + delete + try + catch
                    + explicit + nullptr + protected + using + export + decltype + constexpr
                    + typeid + noexcept + static_cast + char16_t + wchar_t + concept + requires
                    + co_await + read_write + write_only + sampler_t + event_t + bool2 + image2d_t + alignas;
        or += and[this] + words;
    }
    printf("or=%d and[0]=%d and[%d]=%d\n", or, and[0], N - 1, and[N - 1]);
    return 0;
}
