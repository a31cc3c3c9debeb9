// Pointers declared inside GNU statement expressions in device code: in a loop body, in
// the `for` header of a loop inside one, as the value a pointer is given, in the body of
// a `routine seq` (called with a device array and with a thread's own array, and one
// returning the block's pointer), in a compound literal `(const float *){w}`, on the way to a
// shared cache region and in an `fcw` block. OpenCL C needs each of these pointers
// declared `__global` (or left private where it points into the thread's own array);
// accc once printed them without a space, which PoCL rejected. (The pointers into `w`
// are `const`: the CUDA kernel receives a `copyin` array as a pointer to const, which C++
// does not convert to `float *`.)
#include <stdio.h>

#define N 256

#pragma acc routine seq
float pick(const float *v, int i)
{
    return ({
        const float *q = v + i;
        *q;
    });
}

#pragma acc routine seq
const float *element(const float *v, int i)
{
    return ({
        const float *q = v + i;
        q;
    });
}

int main(void)
{
    static float a[N], b[N], c[N], w[N];
    for (int i = 0; i < N; i++) {
        w[i] = (float)(i % 13);
        a[i] = b[i] = c[i] = 0.0f;
    }

#pragma acc parallel loop copy(a[0:N]) copyin(w[0:N])
    for (int i = 0; i < N; i++)
        a[i] = ({ const float *s = w; float *t = a; t[i] + s[i] * 2.0f; });

#pragma acc parallel loop copy(b[0:N]) copyin(w[0:N])
    for (int i = 0; i < N; i++) {
        float own[2] = {1.0f, (float)(i % 3)};
        const float *p = ({ const float *s = w; s + i; });
        float first4 = ({
            float x = 0.0f;
            for (const float *q = w, *end = w + 4; q < end; q++)
                x += *q;
            x;
        });
        const float *literal = (const float *){w};
        b[i] = pick(w, i) + pick(own, 1) + *p + first4 + literal[N - 1 - i] + *element(w, i)
               + *element(own, 0);
    }

#pragma acc parallel loop gang copyin(w) copy(c)
    for (int j = 0; j < N / 64; j++) {
#pragma acc loop vector
        for (int i = 1; i < 63; i++) {
            float before = ({ const float *s = &w[j * 64 + i]; s[0]; });
#pragma acc cache(w[j * 64 + i - 1:3])
            c[j * 64 + i] = before + ({
                float *r = &c[j * 64 + i];
                *r = 0.0f;
                w[j * 64 + i - 1] + w[j * 64 + i + 1];
            });
        }
    }

#pragma acc parallel loop vector_length(64) copyin(w) copy(c)
    for (int i = 1; i < N - 2; i++) {
#pragma acc fcw FETCH_ONLY(w[i:1:2])
        {
            int own[2] = {i, 1};
            c[i] += w[i - 1] + ({ int *o = own; o[1]; }) + 3.0f * w[i + 2];
        }
    }

    long sa = 0, sb = 0, sc = 0;
    for (int i = 0; i < N; i++) {
        sa += (long)a[i] * (1 + i % 5);
        sb += (long)b[i] * (1 + i % 7);
        sc += (long)c[i] * (1 + i % 3);
    }
    printf("loop body: %ld\n", sa);
    printf("values, for headers, routines, literals: %ld\n", sb);
    printf("cache region and fcw block: %ld\n", sc);
    return 0;
}
