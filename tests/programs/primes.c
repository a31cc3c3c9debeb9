// Count primes below a bound with a routine seq test function and
// reduction(+); also the largest prime and twin-prime pairs.
#include <stdio.h>

#pragma acc routine seq
static int is_prime(int n)
{
    if (n < 2)
        return 0;
    if (n % 2 == 0)
        return n == 2;
    for (int d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return 0;
    return 1;
}

int main(void)
{
    const int limit = 200000;
    int count = 0, largest = 0, twins = 0;

#pragma acc parallel loop reduction(+:count, twins) reduction(max:largest)
    for (int n = 2; n < limit; n++) {
        if (is_prime(n)) {
            count++;
            largest = n > largest ? n : largest;
            if (n + 2 < limit && is_prime(n + 2))
                twins++;
        }
    }
    printf("primes below %d: %d, largest %d, twin pairs %d\n", limit, count, largest, twins);
    return 0;
}
