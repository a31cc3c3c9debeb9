// Enumeration constants and typedef names that are words of a device language
// (OpenCL's `min`, `max`, `float2`, `bool`; CUDA's `bool`, `class`): the device
// program defines them under the names the kernels use. Members that are words
// of OpenCL C (`local`, `global`, `kernel`) set by designated initialisers, in a
// declaration and in a compound literal.
#include <stdio.h>

enum op { min, max, clamp = 7 };
typedef struct {
    float x, y;
} float2;
typedef unsigned char bool;
typedef int class;
typedef float2 pair_alias;
struct cfg {
    int local, global;
    float kernel;
};

#define N 32

int main(void)
{
    static float2 p[N];
    static int out[N];
    for (int i = 0; i < N; i++) {
        p[i].x = (float)i;
        p[i].y = (float)(2 * i);
    }
#pragma acc parallel loop copyin(p) copyout(out)
    for (int i = 0; i < N; i++) {
        enum op o = i % 3 == 0 ? min : (i % 3 == 1 ? max : clamp);
        float2 q = p[i];
        pair_alias r = {q.y, q.x};
        bool odd = (bool)(i & 1);
        class k = (class)sizeof(float2);
        struct cfg c = {.local = i, .global = 3};
        c = (struct cfg){.local = c.local + c.global, .kernel = 2.0f};
        out[i] = (int)o * 1000 + (int)r.x * 10 + odd + k * 100 + c.local * (int)c.kernel;
    }
    long total = 0;
    for (int i = 0; i < N; i++)
        total += (long)out[i] * (i + 1);
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[N - 1]);
    printf("total %ld\n", total);
    return 0;
}
