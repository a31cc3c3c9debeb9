/* Kernels that read what the kernel before them wrote, on data that stays on the
 * device. On Hopper, accc launches each kernel while the one before it finishes; the
 * kernel must still see every write of that one. Here the first kernel's last gangs
 * run far longer than the others, so the second kernel is scheduled long before the
 * first ends; then two buffers swap roles for many short steps, each step reading
 * the neighbours that the step before wrote. */
#include <stdio.h>

#define N 65536
#define STEPS 200

static unsigned a[N], b[N], c[N];

int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = 0;
        b[i] = (unsigned)i * 2654435761u;
        c[i] = 0;
    }

    #pragma acc data copy(a, b, c)
    {
        /* a slow tail: element i iterates i / 64 times */
        #pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++) {
            unsigned x = b[i];
            for (int k = 0; k < i / 64; k++)
                x = x * 1664525u + 1013904223u;
            a[i] = x;
        }
        /* reads the slow elements first */
        #pragma acc parallel loop present(a, c)
        for (int i = 0; i < N; i++)
            c[i] = a[N - 1 - i] ^ (unsigned)i;

        /* ping-pong: each step reads the neighbours the step before wrote */
        unsigned *src = a, *dst = b;
        for (int s = 0; s < STEPS; s++) {
            #pragma acc parallel loop present(src[0:N], dst[0:N])
            for (int i = 0; i < N; i++) {
                unsigned left = src[(i + N - 1) % N], right = src[(i + 1) % N];
                dst[i] = src[i] + (left >> 3) + (right << 1) + (unsigned)s;
            }
            unsigned *t = src;
            src = dst;
            dst = t;
        }
    }

    unsigned long long ha = 0, hc = 0;
    for (int i = 0; i < N; i++) {
        ha = ha * 31 + a[i];
        hc = hc * 31 + c[i];
    }
    printf("c[0] %u, c[N-1] %u\n", c[0], c[N - 1]);
    printf("hash of c %llu\n", hc);
    printf("hash after %d steps %llu\n", STEPS, ha);
    return 0;
}
