/* `collapse` over nests whose inner trip counts depend on an outer loop: a triangle
 * (`j < i`), a start at the outer variable with a loop OpenMP cannot take as written
 * (`k = i`, counted from 0), a bound GCC's OpenMP refuses (`j < i * i`), a step read
 * from the outer variable, and an inner variable declared outside the nest. OpenACC
 * wants trip counts invariant in the nest; the CPU targets run these as C does (the
 * multicore target collapses the rectangular part only: it handed them to OpenMP whole
 * and the host compiler failed), the GPU targets refuse them with a located error. */
// gpu-error: collapsed loops whose bounds depend on an outer loop
#include <stdio.h>

#define N 24

int main(void)
{
    static int a[N][N];
    long triangle = 0;
#pragma acc parallel loop collapse(2) reduction(+:triangle) copy(a)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < i; j++) {
            a[i][j] = i - j;
            triangle += i * 100 + j;
        }
    long sa = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            sa += (long)a[i][j] * (i + 2 * j + 1);
    printf("triangle: %ld %ld\n", triangle, sa);

    long from_outer = 0;
#pragma acc parallel loop collapse(2) reduction(+:from_outer)
    for (int i = 10; i > 0; i -= 2)
        for (int k = i; k < 12; k += 5)
            from_outer += i * k;
    printf("from the outer variable: %ld\n", from_outer);

    long square = 0;
#pragma acc parallel loop collapse(2) reduction(+:square)
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < i * i; j++)
            square += i + j;
    printf("up to the square: %ld\n", square);

    long strided = 0;
#pragma acc parallel loop collapse(2) reduction(+:strided)
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 20; j += i + 1)
            strided += i * 100 + j;
    printf("outer step: %ld\n", strided);

    int j, k;
    long outside = 0;
#pragma acc parallel loop collapse(3) reduction(+:outside)
    for (int i = 0; i < 8; i++)
        for (j = 0; j < 8; j++)
            for (k = j; k < 8; k++)
                outside += i * 64 + j * 8 + k;
    printf("declared outside: %ld\n", outside);
    return 0;
}
