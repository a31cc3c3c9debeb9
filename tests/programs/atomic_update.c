// atomic update in its different spellings: x++, ++x, x--, x += e, x -= e,
// x *= e, x |= e, x &= e, x ^= e, x = x + e, x = e + x; on int, float and
// double.  With and without the optional "update" keyword.
#include <stdio.h>

#define N 10000

int main(void)
{
    int inc = 0, pre = 0, dec = 0, add = 0, sub = 1000000, orv = 0, andv = -1, xorv = 0, exprv = 0, exprv2 = 0;
    float fadd = 0.0f;
    double dadd = 0.0, dmul = 1.0;

#pragma acc parallel loop copy(inc, pre, dec, add, sub, orv, andv, xorv, exprv, exprv2, fadd, dadd, dmul)
    for (int i = 0; i < N; i++) {
#pragma acc atomic update
        inc++;
#pragma acc atomic
        ++pre;
#pragma acc atomic update
        dec--;
#pragma acc atomic update
        add += i % 10;
#pragma acc atomic
        sub -= 3;
#pragma acc atomic update
        orv |= 1 << (i % 30);
#pragma acc atomic update
        andv &= ~(1 << (i % 7));
#pragma acc atomic update
        xorv ^= i;
#pragma acc atomic update
        exprv = exprv + 2;
#pragma acc atomic update
        exprv2 = 1 + exprv2;
#pragma acc atomic update
        fadd += 0.5f;
#pragma acc atomic
        dadd += (double)(i % 4);
        if (i % 1000 == 0) {
#pragma acc atomic update
            dmul *= 2.0;
        }
    }

    printf("inc=%d pre=%d dec=%d add=%d sub=%d\n", inc, pre, dec, add, sub);
    printf("or=%#x and=%#x xor=%d expr=%d expr2=%d\n", (unsigned)orv, (unsigned)andv, xorv, exprv, exprv2);
    printf("fadd=%.1f dadd=%.1f dmul=%.1f\n", fadd, dadd, dmul);
    return 0;
}
