// atomic read and atomic write.  Every writer of "found" stores the same
// value, and "limit" is only read inside the region, so the outcome does not
// depend on timing.
#include <stdio.h>

#define N 5000

int main(void)
{
    static int a[N];
    for (int i = 0; i < N; i++)
        a[i] = (i * 17) % 4999;

    int found = 0;
    int limit = 4990;
    double dlimit = 2.5;
    static int over[N];
    static double scaled[N];

#pragma acc parallel loop copyin(a) copy(found) copyin(limit, dlimit) copyout(over, scaled)
    for (int i = 0; i < N; i++) {
        int lim;
#pragma acc atomic read
        lim = limit;
        double dl;
#pragma acc atomic read
        dl = dlimit;
        over[i] = a[i] > lim;
        scaled[i] = a[i] * dl;
        if (a[i] == 4998) {
#pragma acc atomic write
            found = 1;
        }
    }

    int n = 0;
    double s = 0.0;
    for (int i = 0; i < N; i++) {
        n += over[i];
        s += scaled[i];
    }
    printf("found=%d over=%d scaled_sum=%.1f\n", found, n, s);
    return 0;
}
