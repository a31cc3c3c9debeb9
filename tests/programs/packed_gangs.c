// Gangs of one warp (vector_length(32), or 2 workers of 16 lanes), which the CUDA back end
// packs four to a block, one per warp: a CSR sparse matrix-vector product with rows of
// every length from 0 to 70 (a vector loop shorter than the warp, and longer); trip counts
// that leave a block partly without gang iterations (1001 rows, 3 rows, 1 row); a vector
// reduction and a vector max in the same gang; workers within the warp; a `seq` loop and
// a plain statement around the vector loops; a gang loop that does not start at 0 and
// steps by 3. Every value is an integer, so the results are exact in any order.
#include <stdio.h>

#define ROWS 1001
#define MAXLEN 70

static int row_start[ROWS + 1], col[ROWS * MAXLEN];
static long long val[ROWS * MAXLEN], x[ROWS], y[ROWS], top[ROWS], twice[ROWS];

static long long checksum(const long long *v, int n)
{
    long long s = 0;
    for (int i = 0; i < n; i++) s += v[i] * (i % 11 + 1);
    return s;
}

int main(void)
{
    int nnz = 0;
    for (int i = 0; i < ROWS; i++) {
        row_start[i] = nnz;
        int len = (i * 37) % (MAXLEN + 1); // 0 .. 70
        for (int k = 0; k < len; k++) {
            col[nnz] = (i * 13 + k * 101) % ROWS;
            val[nnz] = (i + 3 * k) % 17 - 8;
            nnz++;
        }
    }
    row_start[ROWS] = nnz;
    for (int i = 0; i < ROWS; i++) x[i] = i % 23 - 11;

    // y = A x, a warp a row, and the largest product of each row
#pragma acc parallel loop gang vector_length(32) copyin(row_start, col[0:nnz], val[0:nnz], x) copyout(y, top)
    for (int i = 0; i < ROWS; i++) {
        long long s = 0, m = -1000000;
#pragma acc loop vector reduction(+:s) reduction(max:m)
        for (int k = row_start[i]; k < row_start[i + 1]; k++) {
            long long p = val[k] * x[col[k]];
            s += p;
            m = p > m ? p : m;
        }
        y[i] = s;
        top[i] = m;
    }
    printf("spmv: %lld, max: %lld\n", checksum(y, ROWS), checksum(top, ROWS));

    // few rows: a block with fewer gang iterations than gangs
    for (int rows = 1; rows <= 3; rows += 2) {
        long long few[3] = {0, 0, 0};
#pragma acc parallel loop gang vector_length(32) copyin(row_start, col[0:nnz], val[0:nnz], x) copy(few[0:rows])
        for (int i = 0; i < rows; i++) {
            long long s = 0;
#pragma acc loop vector reduction(+:s)
            for (int k = row_start[i + 500]; k < row_start[i + 501]; k++) s += val[k] * x[col[k]];
            few[i] = s;
        }
        printf("%d rows: %lld %lld %lld\n", rows, few[0], few[1], few[2]);
    }

    // two workers of 16 lanes a gang (still one warp), a worker sum of vector sums; a
    // seq loop and a statement in the gang's own code; the gang loop from 2, step 3
#pragma acc parallel loop gang num_workers(2) vector_length(16) copyin(val[0:nnz]) copy(twice)
    for (int i = 2; i < ROWS; i += 3) {
        long long t = 0;
#pragma acc loop worker reduction(+:t)
        for (int w = 0; w < 2; w++) {
            long long s = 0;
#pragma acc loop vector reduction(+:s)
            for (int k = 0; k < 40; k++) s += val[(i * 7 + w * 40 + k) % nnz];
            t += s;
        }
        long long bias = 0;
#pragma acc loop seq
        for (int b = 0; b < 3; b++) bias += b * i;
        twice[i] = 2 * t + bias;
    }
    printf("workers: %lld\n", checksum(twice, ROWS));
    return 0;
}
