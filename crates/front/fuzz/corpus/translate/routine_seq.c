0// routine seq: device-callable functions, called from parallel loops; one
// routine calls another, one takes an array pointer, and one is declared
// with a separate "routine(name)" directive after a prototype.

#pragma acc routine seq
static int gcd(int a, int b)
{
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

#pragma acc routine seq
static int lcm(int a, int b)
{
    return a / gcd(a, b) * b;
}

#pragma acc routine seq
static double poly(const double *c, int n, double x)
{
    double r = 0.0;
    for (int k = n - 1; k >= 0; k--)
        r = r * x + c[k];
    return r;
}

int collatz_steps(long n);
#pragma acc routine(collatz_steps) seq

int collatz_steps(long n)
{
    int s = 0;
    while (n != 1) {
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        s++;
    }
    return s;
}

#define N 400

int main(void)
{
    static int g[N], l[N], steps[N];
    static double p[N];
    const double coef[4] = {1.0, -2.0, 0.0, 0.5};   // 1 - 2x + 0.5x^3

#pragma acc parallel loop copyout(g, l, steps, p) copyin(coef)
    for (int i = 0; i < N; i++) {
        g[i] = gcd(i + 1, 360);
        l[i] = lcm(i + 1, 12);
        steps[i] = collatz_steps(i + 1);
        p[i] = poly(coef, 4, (double)(i % 8) * 0.5);
    }

    long sg = 0, sl = 0, ss = 0;
    double sp = 0.0;
    int maxs = 0, arg = 0;
    for (int i = 0; i < N; i++) {
        sg += g[i];
        sl += l[i];
        ss += steps[i];
        sp += p[i];
        if (steps[i] > maxs) {
            maxs = steps[i];
            arg = i + 1;
        }
    }
    printf("sum gcd=%ld sum lcm=%ld sum steps=%ld longest=%d (n=%d)\n", sg, sl, ss, maxs, arg);
    printf("p[3]=%.4f sum p=%.4f\n", p[3], sp);
    return 0;
}
