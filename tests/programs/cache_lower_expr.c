// Lower bounds that are not just the loop index (the dissertation's Table 5.1
// and its decreasing-step case). Each loop reads only inside its cached range.
//  1. `cache(a[2*i+1:3])`: rate 2, windows of neighbours overlap by one element;
//  2. `cache(a[3*i+off:5])` with `off` a variable of the host code;
//  3. a loop with step 3, `for (i = 4; i < n; i += 3)`, `cache(a[i-4:5])`;
//  4. a decreasing loop, `for (i = N-1; i >= 0; i--)`, `cache(a[i:3])`;
//  5. a lower bound that is not linear in i, `cache(a[(i/4)*4:4])` (blocks of four
//     iterations read the same four elements), and one given by a macro.
// Sizes are odd; every value is an integer.
#include <stdio.h>

#define N 333
#define LEN (3 * N + 8)
#define START(i) ((i) + 2)

static int a[LEN];
static int o1[N], o2[N], o3[N], o4[N], o5[N], o6[N];

int main(void)
{
    int off = 3;
    for (int i = 0; i < LEN; i++)
        a[i] = (i * 19) % 31 - 15;

#pragma acc data copyin(a) copyout(o1, o2, o4, o5, o6) copy(o3)
    {
#pragma acc parallel loop present(a, o1)
        for (int i = 0; i < N; i++) {
#pragma acc cache(a[2 * i + 1:3])
            o1[i] = a[2 * i + 1] * 3 + a[2 * i + 2] * 2 + a[2 * i + 3];
        }

#pragma acc parallel loop present(a, o2)
        for (int i = 0; i < N; i++) {
#pragma acc cache(a[3 * i + off:5])
            int s = 0;
            for (int k = 0; k < 5; k++)
                s += a[3 * i + off + k] * (k - 2);
            o2[i] = s;
        }

#pragma acc parallel loop present(a, o3)
        for (int i = 4; i < N; i += 3) {
#pragma acc cache(a[i - 4:5])
            o3[i] = a[i - 4] - a[i - 3] + a[i - 2] * a[i - 1] + a[i];
        }

#pragma acc parallel loop present(a, o4)
        for (int i = N - 1; i >= 0; i--) {
#pragma acc cache(a[i:3])
            o4[i] = a[i] * 100 + a[i + 1] * 10 + a[i + 2];
        }

#pragma acc parallel loop present(a, o5, o6)
        for (int i = 0; i < N; i++) {
#pragma acc cache(a[(i / 4) * 4:4], a[START(i):2])
            o5[i] = a[(i / 4) * 4 + (i % 4)] * a[(i / 4) * 4 + 3 - (i % 4)];
            o6[i] = a[START(i)] - a[START(i) + 1];
        }
    }

    int bad = 0;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;
    for (int i = 0; i < N; i++) {
        int r2 = 0;
        for (int k = 0; k < 5; k++)
            r2 += a[3 * i + off + k] * (k - 2);
        bad += o1[i] != a[2 * i + 1] * 3 + a[2 * i + 2] * 2 + a[2 * i + 3];
        bad += o2[i] != r2;
        if (i >= 4 && (i - 4) % 3 == 0)
            bad += o3[i] != a[i - 4] - a[i - 3] + a[i - 2] * a[i - 1] + a[i];
        else
            bad += o3[i] != 0;
        bad += o4[i] != a[i] * 100 + a[i + 1] * 10 + a[i + 2];
        bad += o5[i] != a[(i / 4) * 4 + (i % 4)] * a[(i / 4) * 4 + 3 - (i % 4)];
        bad += o6[i] != a[i + 2] - a[i + 3];
        s1 += o1[i], s2 += o2[i], s3 += o3[i], s4 += o4[i], s5 += o5[i], s6 += o6[i];
    }
    printf("non-trivial lower bounds: %s (%d mismatches)\n", bad ? "FAIL" : "PASS", bad);
    printf("2i+1: %ld  3i+off: %ld  step 3: %ld  decreasing: %ld  (i/4)*4: %ld  macro: %ld\n",
           s1, s2, s3, s4, s5, s6);
    return 0;
}
