// Matrix multiply C = A * B with a gang loop over rows, a vector loop over
// columns and a sequential dot product with a private accumulator; a second
// version with collapse(2) and an inner vector reduction.  Entries are
// small integers so the float results are exact.
#include <stdio.h>

#define N 96

static float A[N][N], B[N][N], C[N][N], D[N][N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (float)((i + 2 * j) % 5 - 2);
            B[i][j] = (float)((3 * i + j) % 7 - 3);
        }

#pragma acc data copyin(A, B) copyout(C, D)
    {
#pragma acc parallel loop gang
        for (int i = 0; i < N; i++) {
#pragma acc loop vector
            for (int j = 0; j < N; j++) {
                float s = 0.0f;
#pragma acc loop seq
                for (int k = 0; k < N; k++)
                    s += A[i][k] * B[k][j];
                C[i][j] = s;
            }
        }

#pragma acc parallel loop gang collapse(2)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                float s = 0.0f;
#pragma acc loop vector reduction(+:s)
                for (int k = 0; k < N; k++)
                    s += A[i][k] * B[k][j];
                D[i][j] = s;
            }
    }

    int bad = 0;
    double trace = 0.0, total = 0.0;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            float s = 0.0f;
            for (int k = 0; k < N; k++)
                s += A[i][k] * B[k][j];
            if (s != C[i][j] || s != D[i][j])
                bad++;
            total += C[i][j];
        }
        trace += C[i][i];
    }
    printf("C[0][0]=%.1f C[95][95]=%.1f trace=%.1f total=%.1f\n", C[0][0], C[N - 1][N - 1], trace, total);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
