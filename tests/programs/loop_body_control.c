// Control flow inside parallel loop bodies: continue, if/else chains,
// switch, a while loop and a do-while loop with data-dependent trip counts,
// the ternary operator and short-circuit conditions.
#include <stdio.h>

#define N 3000

int main(void)
{
    static int kind[N], out[N];
    for (int i = 0; i < N; i++)
        kind[i] = (i * 7) % 6;

#pragma acc parallel loop copyin(kind) copyout(out)
    for (int i = 0; i < N; i++) {
        out[i] = 0;
        if (kind[i] == 5)
            continue;                       // skipped elements stay 0
        int v;
        switch (kind[i]) {
        case 0:
            v = i;
            break;
        case 1:
        case 2:
            v = 2 * i;
            break;
        default:
            v = -i;
            break;
        }
        int steps = 0, x = i + 1;
        while (x % 2 == 0) {                // strip factors of two
            x /= 2;
            steps++;
        }
        int d = 0, y = i;
        do {
            d++;
            y /= 10;
        } while (y > 0);                    // number of decimal digits
        if (i > 0 && (v % 3 == 0 || steps > 2))
            v += 1000;
        else if (d == 4)
            v -= 1000;
        out[i] = v + steps * 10 + d * 100000;
    }

    long s = 0;
    int zeros = 0;
    for (int i = 0; i < N; i++) {
        s += out[i];
        zeros += out[i] == 0;
    }
    printf("out[0]=%d out[7]=%d out[2999]=%d zeros=%d sum=%ld\n", out[0], out[7], out[N - 1], zeros, s);
    return 0;
}
