// C names that are words of OpenCL C or CUDA: routines named like built-in
// functions (`min`, `max`, `clamp`), variables named like built-ins the generated
// code calls (`barrier`, `get_global_id`, `threadIdx`, `blockDim`) or like types
// (`int2`, `float4`), struct members named like keywords (`local`, `global`), a
// routine global named like a built-in (`length`), a loop variable (`mix`), a
// reduction variable (`dot`) and names in an initializer list.
#include <stdio.h>

#define N 500

int length[N];
#pragma acc declare create(length)

#pragma acc routine seq
static int min(int a, int b)
{
    return a < b ? a : b;
}

#pragma acc routine seq
static int max(int a, int b)
{
    return a > b ? a : b;
}

#pragma acc routine seq
static int clamp(int x, int lo, int hi)
{
    return min(max(x, lo), hi) + length[x % N] % 2;
}

struct pair {
    int local;
    int global;
};

int main(void)
{
    static int out[N], sign[N];
    int barrier = 3, get_global_id = 5, threadIdx = 7, blockDim = 11;
    int int2 = 2, float4 = 4;
    struct pair kernel = {13, 17};
    for (int i = 0; i < N; i++) {
        length[i] = i;
        sign[i] = i % 3 - 1;
    }
#pragma acc update device(length)

    long dot = 0;
#pragma acc parallel loop copyout(out) copyin(sign) firstprivate(kernel) reduction(+:dot)
    for (int mix = 0; mix < N; mix++) {
        int step[3] = {mix, barrier, get_global_id};
        int select = clamp(mix, 100, 400) + step[1] * step[2];
        out[mix] = select + threadIdx * blockDim + int2 * float4 + kernel.local - kernel.global;
        dot += (long)out[mix] * sign[mix];
    }

    long total = 0;
    for (int i = 0; i < N; i++)
        total += out[i];
    printf("total=%ld dot=%ld out[0]=%d out[499]=%d\n", total, dot, out[0], out[N - 1]);
    return 0;
}
