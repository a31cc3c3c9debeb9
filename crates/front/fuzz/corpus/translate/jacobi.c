0// Jacobi iteration for the 2-D Laplace equation (as in Larkin's chapter):
// reduction(max:err) over a collapsed nest, a data region around the
// iteration loop, and a copy-back loop.  The max of absolute differences does
// not depend on the combining order, so err is exact.

#define NX 64
#define NY 64

static double A[NY][NX], Anew[NY][NX];

int main(void)
{
    const double tol = 1.0e-3;
    const int iter_max = 500;

    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            A[j][i] = 0.0;
    for (int i = 0; i < NX; i++)
        A[0][i] = 1.0;                 // hot top edge
    for (int j = 0; j < NY; j++)
        Anew[j][0] = A[j][0], Anew[j][NX - 1] = A[j][NX - 1];
    for (int i = 0; i < NX; i++)
        Anew[0][i] = A[0][i], Anew[NY - 1][i] = A[NY - 1][i];

    double err = 1.0;
    int iter = 0;
#pragma acc data copy(A) create(Anew)
    {
        while (err > tol && iter < iter_max) {
            err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err) present(A, Anew)
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++) {
                    Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
                    err = fmax(err, fabs(Anew[j][i] - A[j][i]));
                }

#pragma acc parallel loop collapse(2) present(A, Anew)
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++)
                    A[j][i] = Anew[j][i];
            iter++;
        }
    }

    double centre = A[NY / 2][NX / 2];
    printf("iterations=%d err=%.6e\n", iter, err);
    printf("A[1][32]=%.6f centre=%.6f\n", A[1][NX / 2], centre);
    return 0;
}
