/* Code that accc accepted but the device compilers refused at the first launch (OpenCL)
 * or in nvcc: integer arguments of <math.h> functions (`llround((unsigned)i)`: OpenCL's
 * and CUDA's overloads cannot choose for an integer; C converts it to the prototype's
 * type), and `atomic` on a thread's own variable (OpenCL's atomic functions take global
 * or local memory only): a private scalar, a private array's element, a capture. */
#include <stdio.h>
#include <math.h>

#define N 32

int main(void) {
    long long r[N];
    double d[N];
    int t[N], c[N];
#pragma acc parallel loop copyout(r, d)
    for (int i = 0; i < N; i++) {
        r[i] = llround((unsigned)i) + lround(i) * 100 + (long long)lrint(i / 2);
        d[i] = sqrt(i * i) + pow(i, 2) + ldexp(i, 3) + fmaf(i, 2, 1) + floorf(i / 3);
    }
    int buf[4];
#pragma acc parallel loop copyout(t, c) private(buf)
    for (int i = 0; i < N; i++) {
        int p = i;
        buf[1] = i;
#pragma acc atomic update
        p += 2;
#pragma acc atomic
        buf[1]++;
        int old;
#pragma acc atomic capture
        old = p++;
        t[i] = p + buf[1];
        c[i] = old;
    }
    long long sr = 0;
    double sd = 0;
    long st = 0, sc = 0;
    for (int i = 0; i < N; i++) {
        sr += r[i] * (i + 1);
        sd += d[i];
        st += t[i] * (i + 1);
        sc += c[i];
    }
    printf("math with integer arguments: %lld %.1f\natomic on private data: %ld %ld\n", sr, sd, st, sc);
    return 0;
}
