// Numbers that are no C constants, and integer constants too large for every type, in C
// code: reported at the number (GCC errors on the first, only warns on the second and
// cuts the value), never left to the host compiler.
#include <stdio.h>

int main(void)
{
    int a[10];
    int x = 0x;                                  // expect-error: invalid numeric constant `0x`: hexadecimal constant without digits
    int y = 08;                                  // expect-error: invalid digit `8` in octal constant
    double z = 1e;                               // expect-error: exponent has no digits
    double w = 1.2.3;                            // expect-error: too many decimal points
    double h = 0x1.8;                            // expect-error: without an exponent
    long s = 12abc;                              // expect-error: invalid suffix `abc` on integer constant
    unsigned long long big = 99999999999999999999ULL; // expect-error: integer literal `99999999999999999999ULL` is too large for any integer type
    /* well-formed constants of every kind are accepted */
    double fine = 0x1.8p1 + 1e-3f + .5L + 2.0 + 017 + 0b101 + 10ull;
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 10; i++)
        a[i] = i;
    printf("%d %d %g %g %g %ld %llu %g\n", x, y, z, w, h, s, big, fine);
    return a[0];
}
