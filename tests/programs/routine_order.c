// Routines that call routines defined after them (declared by a prototype
// first, as C requires), and a `routine(name)` directive before both.
#include <stdio.h>

#define N 300

static int digits(int x);
static int weight(int x);
#pragma acc routine(weight) seq

#pragma acc routine seq
static int score(int x)
{
    return weight(x) * 10 + digits(x);
}

#pragma acc routine seq
static int digits(int x)
{
    int d = 1;
    while (x >= 10) {
        x /= 10;
        d++;
    }
    return d;
}

static int weight(int x)
{
    return digits(x * x) + x % 7;
}

int main(void)
{
    static int s[N];
#pragma acc parallel loop copyout(s)
    for (int i = 0; i < N; i++)
        s[i] = score(i * 37);

    long total = 0;
    for (int i = 0; i < N; i++)
        total += s[i];
    printf("total=%ld s[1]=%d s[299]=%d\n", total, s[1], s[N - 1]);
    return 0;
}
