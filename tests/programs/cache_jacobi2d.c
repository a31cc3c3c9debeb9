// 2-D Jacobi-style sweep over a 3x3 neighbourhood with the cache directive
// naming the 3x3 tile of each iteration: `cache(A[j-1:3][i-1:3])` over a
// collapsed j, i nest (the papers' Jacobi test case). The grid is 67 x 53, so
// neither extent is a multiple of any block size, and the interior starts at 1.
// Integer arithmetic keeps the result exact; eight sweeps alternate between two
// present grids, and the result is compared with a host reference.
#include <stdio.h>

#define NY 67
#define NX 53

static int A[NY][NX], B[NY][NX], RA[NY][NX], RB[NY][NX];

static int update(int (*g)[NX], int j, int i)
{
    int s = 0;
    for (int dj = -1; dj <= 1; dj++)
        for (int di = -1; di <= 1; di++)
            s += g[j + dj][i + di] * (2 + dj + 3 * di);
    return (s + 4 * g[j][i]) % 1000;
}

int main(void)
{
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            A[j][i] = (j * 31 + i * 17) % 97;
            B[j][i] = A[j][i];
            RA[j][i] = A[j][i];
            RB[j][i] = A[j][i];
        }

    for (int sweep = 0; sweep < 8; sweep++) {
        int (*in)[NX] = (sweep % 2 == 0) ? RA : RB;
        int (*out)[NX] = (sweep % 2 == 0) ? RB : RA;
        for (int j = 1; j < NY - 1; j++)
            for (int i = 1; i < NX - 1; i++)
                out[j][i] = update(in, j, i);
    }

#pragma acc data copy(A, B)
    for (int sweep = 0; sweep < 8; sweep += 2) {
#pragma acc parallel loop collapse(2) present(A, B)
        for (int j = 1; j < NY - 1; j++)
            for (int i = 1; i < NX - 1; i++) {
#pragma acc cache(A[j - 1:3][i - 1:3])
                int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += A[j + dj][i + di] * (2 + dj + 3 * di);
                B[j][i] = (s + 4 * A[j][i]) % 1000;
            }
#pragma acc parallel loop gang present(A, B)
        for (int j = 1; j < NY - 1; j++) {
#pragma acc loop vector
            for (int i = 1; i < NX - 1; i++) {
#pragma acc cache(B[j - 1:3][i - 1:3])
                int s = 0;
                for (int dj = -1; dj <= 1; dj++)
                    for (int di = -1; di <= 1; di++)
                        s += B[j + dj][i + di] * (2 + dj + 3 * di);
                A[j][i] = (s + 4 * B[j][i]) % 1000;
            }
        }
    }

    int mismatches = 0;
    long sum = 0;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            if (A[j][i] != RA[j][i] || B[j][i] != RB[j][i])
                mismatches++;
            sum += (long)A[j][i] * ((j + 2 * i) % 7 - 3);
        }
    printf("jacobi 3x3 on %dx%d, 8 sweeps: %s (%d mismatches)\n", NY, NX,
           mismatches == 0 ? "PASS" : "FAIL", mismatches);
    printf("checksum=%ld A[1][1]=%d A[33][26]=%d A[65][51]=%d\n", sum, A[1][1], A[33][26],
           A[NY - 2][NX - 2]);
    return 0;
}
