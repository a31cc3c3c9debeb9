// A cache region inside a sequential loop whose bounds depend on the parallel index
// (`for (j = i; ...)`): each thread runs it a different number of times, so the copy
// cannot be shared (its barriers would diverge) and must be private to each iteration.
// Before this was found, the copy was shared and the program crashed on PoCL.
#include <stdio.h>
#define N 300
int main(void)
{
    static int a[N + 8], b[N];
    for (int i = 0; i < N + 8; i++) a[i] = i % 17;
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 0; i < N; i++) {
        int s = 0;
        for (int j = i; j < N; j++) {
#pragma acc cache(a[j:4])
            s += a[j] + a[j + 3];
        }
        b[i] = s;
    }
    long t = 0;
    for (int i = 0; i < N; i++) t += (long)b[i] * (i % 5 + 1);
    printf("%ld\n", t);
    return 0;
}
