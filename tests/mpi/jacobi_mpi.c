/* Jacobi iteration on an NX x NY grid under MPI: the rows are cut into one band per rank
 * (a 1-D decomposition), each band lives on its rank's device, and the boundary rows of
 * neighbouring bands are exchanged with MPI_Sendrecv after every step.
 *
 * Two ways to hand the halo rows to MPI, chosen at compile time:
 *   default                     `update self` the rows to send, call MPI on host memory,
 *                               `update device` the rows received: works with any MPI.
 *   -DHALO_DEVICE_POINTERS      `host_data use_device(u)` gives MPI the device addresses
 *                               (a CUDA-aware MPI on a GPU; on host and multicore the
 *                               device address is the host address, so any MPI works).
 *
 * Usage: jacobi_mpi [NX NY ITERATIONS]   (default 128 130 40; ITERATIONS is rounded up
 * to an even number). Prints an exact checksum (the wrapping sum of the bit patterns of
 * every interior value), which does not depend on the number of ranks: every point is
 * computed by the same operations in the same order whichever rank owns it.
 */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Send the first and last rows a rank owns to the neighbours above and below, and
 * receive theirs into the halo rows 0 and rows+1. MPI_PROC_NULL neighbours (the edges of
 * the grid) make a transfer a no-op: the halo then holds the fixed boundary row. */
static void exchange_halos(double *u, int rows, int nx, int up, int down)
{
#ifdef HALO_DEVICE_POINTERS
#pragma acc host_data use_device(u)
    {
        MPI_Sendrecv(&u[(size_t)nx], nx, MPI_DOUBLE, up, 0, &u[(size_t)(rows + 1) * nx], nx,
                     MPI_DOUBLE, down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[(size_t)rows * nx], nx, MPI_DOUBLE, down, 1, &u[0], nx, MPI_DOUBLE, up,
                     1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
#else
#pragma acc update self(u[nx:nx], u[(size_t)rows * nx:nx])
    MPI_Sendrecv(&u[(size_t)nx], nx, MPI_DOUBLE, up, 0, &u[(size_t)(rows + 1) * nx], nx,
                 MPI_DOUBLE, down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[(size_t)rows * nx], nx, MPI_DOUBLE, down, 1, &u[0], nx, MPI_DOUBLE, up, 1,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
#pragma acc update device(u[0:nx], u[(size_t)(rows + 1) * nx:nx])
#endif
}

/* One Jacobi step over the rows this rank owns (1..rows); columns 0 and nx-1 are fixed. */
static void jacobi_step(const double *restrict in, double *restrict out, int rows, int nx)
{
    size_t len = (size_t)(rows + 2) * nx;
#pragma acc parallel loop collapse(2) present(in[0:len], out[0:len])
    for (int i = 1; i <= rows; i++)
        for (int j = 1; j < nx - 1; j++) {
            size_t k = (size_t)i * nx + j;
            out[k] = 0.25 * (in[k - nx] + in[k + nx] + in[k - 1] + in[k + 1]);
        }
}

/* The fixed boundary: the top row at 1, the bottom row at -0.5, the sides at 0.25;
 * the interior starts at 0. */
static double initial_value(int global_row, int col, int nx, int ny)
{
    if (global_row == 0)
        return 1.0;
    if (global_row == ny - 1)
        return -0.5;
    if (col == 0 || col == nx - 1)
        return 0.25;
    return 0.0;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int nx = argc > 3 ? atoi(argv[1]) : 128;
    int ny = argc > 3 ? atoi(argv[2]) : 130;
    int iterations = argc > 3 ? atoi(argv[3]) : 40;
    iterations += iterations % 2;
    int interior = ny - 2;
    if (nx < 3 || interior < size || iterations < 0) {
        if (rank == 0)
            fprintf(stderr, "jacobi_mpi: need NX >= 3 and at least one interior row per rank\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    /* Rank r owns the interior rows first .. first+rows-1 (global numbering). */
    int rows = interior / size + (rank < interior % size);
    int first = 1 + rank * (interior / size) + (rank < interior % size ? rank : interior % size);
    int up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    int down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;

    size_t len = (size_t)(rows + 2) * nx;
    double *u = malloc(len * sizeof *u);
    double *v = malloc(len * sizeof *v);
    if (!u || !v) {
        fprintf(stderr, "jacobi_mpi: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    for (int i = 0; i < rows + 2; i++)
        for (int j = 0; j < nx; j++)
            u[(size_t)i * nx + j] = v[(size_t)i * nx + j] =
                initial_value(first - 1 + i, j, nx, ny);

    double seconds;
#pragma acc data copy(u[0:len]) copyin(v[0:len])
    {
        MPI_Barrier(MPI_COMM_WORLD);
        double start = MPI_Wtime();
        /* Two steps per pass, so that u holds the answer at the end without a copy. */
        for (int it = 0; it < iterations; it += 2) {
            exchange_halos(u, rows, nx, up, down);
            jacobi_step(u, v, rows, nx);
            exchange_halos(v, rows, nx, up, down);
            jacobi_step(v, u, rows, nx);
        }
        MPI_Barrier(MPI_COMM_WORLD);
        seconds = MPI_Wtime() - start;
    }

    uint64_t local = 0, checksum = 0;
    for (size_t k = (size_t)nx; k < (size_t)(rows + 1) * nx; k++) {
        uint64_t bits;
        memcpy(&bits, &u[k], sizeof bits);
        local += bits;
    }
    MPI_Reduce(&local, &checksum, 1, MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("jacobi %dx%d, %d iterations: checksum %016llx\n", nx, ny, iterations,
               (unsigned long long)checksum);
        fprintf(stderr, "jacobi_mpi: %d rank%s, %.3f s\n", size, size == 1 ? "" : "s", seconds);
    }
    free(u);
    free(v);
    MPI_Finalize();
    return 0;
}
