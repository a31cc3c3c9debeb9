/*
 * jacobi.c -- steady-state heat in a square plate (the 2-D Laplace equation),
 * solved by Jacobi iteration.  This is the example of Larkin's OpenACC chapter.
 *
 * Build and run:   accc run examples/jacobi.c
 *
 * The plate is a grid of NX x NY temperatures.  The top edge is held at 1, the
 * other edges at 0.  Each sweep replaces every interior point by the average of
 * its four neighbours; we stop when no point changes by more than TOL, or after
 * ITER_MAX sweeps.
 *
 * What to look for
 *   - reduction(max:err): every parallel worker keeps its own largest change,
 *     and OpenACC combines them into one err at the end of the loop.  Without
 *     the clause, many threads would write err at once (a data race).
 *   - collapse(2): the two loops over rows and columns form one large parallel
 *     loop of (NY-2)*(NX-2) iterations.
 *   - The data region around the whole iteration keeps A and Anew on the
 *     accelerator for all sweeps: on a GPU, the grid crosses the PCIe bus once
 *     instead of twice per sweep.
 *   - float (*A)[NX] is a pointer to rows of NX floats, so A[j][i] works like a
 *     2-D array while the memory comes from one malloc.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 1024
#define NY 1024
#define ITER_MAX 1000
#define TOL 1.0e-4f

int main(void)
{
    float (*A)[NX] = malloc(sizeof(float[NY][NX]));
    float (*Anew)[NX] = malloc(sizeof(float[NY][NX]));
    if (!A || !Anew) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    /* Boundary conditions: top edge hot (1), everything else cold (0). */
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            A[j][i] = (j == 0) ? 1.0f : 0.0f;
            Anew[j][i] = A[j][i];
        }

    printf("Jacobi relaxation of a %d x %d grid\n", NX, NY);

    float err = 1.0f;
    int iter = 0;

    /* copy(A): A goes to the device now and comes back at the end.
       copyin(Anew): Anew only needs its boundary values on the device. */
#pragma acc data copy(A[0:NY][0:NX]) copyin(Anew[0:NY][0:NX])
    {
        while (err > TOL && iter < ITER_MAX) {
            err = 0.0f;

            /* One sweep: new values from the old ones, and the largest change. */
#pragma acc parallel loop collapse(2) reduction(max:err) present(A, Anew)
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++) {
                    Anew[j][i] = 0.25f * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
                    err = fmaxf(err, fabsf(Anew[j][i] - A[j][i]));
                }

            /* Copy the new values back into A for the next sweep. */
#pragma acc parallel loop collapse(2) present(A, Anew)
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++)
                    A[j][i] = Anew[j][i];

            if (iter % 100 == 0)
                printf("%5d  %.6f\n", iter, err);   /* err is a host variable again here */
            iter++;
        }
    }

    printf("stopped after %d iterations, largest change in the last one %.6f\n", iter, err);
    printf("temperature one row below the hot edge, mid-plate: %.4f\n", A[1][NX / 2]);
    free(A);
    free(Anew);
    return 0;
}
