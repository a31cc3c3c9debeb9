/* Directives indented as people write them (spaces and tabs): the CPU back end turns
 * them into OpenMP pragmas, which the host compiler reads in preprocessed input only at
 * the start of a line. */
#include <stdio.h>

#pragma acc routine seq
static void tally(int *count, int v) {
	if (v % 3 == 0) {
		#pragma acc atomic update
		*count += 1;
	}
}

int main(void) {
    enum { N = 300 };
    int a[N], total = 0, threes = 0, last = -1, captured[N];
    #pragma acc parallel copyout(a, captured) copy(total, threes, last)
    {
        #pragma acc loop gang vector
        for (int i = 0; i < N; i++) {
            a[i] = 2 * i;
            #pragma acc atomic update
            total += i;
            tally(&threes, i);
            int mine;
            #pragma acc atomic capture
            mine = last++;
            captured[i] = mine;
            #pragma acc atomic write
            a[0] = 0;
        }
    }
    int seen[N + 1] = {0}, distinct = 0;
    for (int i = 0; i < N; i++)
        if (captured[i] >= -1 && captured[i] < N - 1 && !seen[captured[i] + 1]++)
            distinct++;
    long sum = 0;
    for (int i = 0; i < N; i++)
        sum += a[i];
    printf("total %d threes %d last %d distinct captures %d sum %ld\n", total, threes, last, distinct, sum);
    return 0;
}
