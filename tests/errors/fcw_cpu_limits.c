// accc-target: multicore
// The CPU targets run a region whose `fcw` blocks communicate block by block, each block
// an OpenMP team (crates/back/src/host/fcw.rs); what that model does not cover is a
// located error there, never a silently different answer.
int reduced(float *a, int n)
{
    float s = 0;
#pragma acc parallel loop vector_length(128) copy(a[0:n]) reduction(+:s)
    for (int i = 1; i < n - 1; i++) {
#pragma acc fcw FETCH_CHANNEL(a[i:1:1]) // expect-error: a reduction on the communicating loop is not supported
        {
            float left = a[i - 1];
            a[i] = left + a[i + 1];
            s += a[i];
        }
    }
    return s > 0;
}

int inner_loop(float *a, int n)
{
#pragma acc parallel vector_length(128) copy(a[0:n])
    {
#pragma acc loop vector
        for (int i = 1; i < n - 1; i++) {
#pragma acc fcw CHANNEL_WB(a[i:0:0]) // expect-error: must be the loop of a combined construct
            {
                a[i] = a[i] + 1;
#pragma acc fcw_barrier
            }
        }
    }
    return a[1] > 0;
}

// A V×W block (the combined construct's worker loop around a vector loop) is covered when
// the vector loop follows declarations only, which compute the same value in every block of
// it, and its bounds do not depend on the worker loop's iteration.
int statement_before_vector_loop(float (*a)[64], int *rows, int n)
{
#pragma acc parallel loop gang worker num_workers(2) vector_length(4) copy(a[0:n], rows[0:n])
    for (int r = 0; r < n; r++) {
        rows[r] = r; // expect-error: only declarations may come before the vector loop
#pragma acc loop vector
        for (int c = 0; c < n; c++) {
#pragma acc fcw CHANNEL_WB(a[r:0:0][c:0:0])
            {
                a[r][c] += 1;
#pragma acc fcw_barrier
            }
        }
    }
    return a[0][0] > 0;
}

int bound_of_the_worker_iteration(float (*a)[64], int n)
{
#pragma acc parallel loop gang worker num_workers(2) vector_length(4) copy(a[0:n])
    for (int r = 0; r < n; r++) {
        int last = r + 1;
#pragma acc loop vector(4)
        for (int c = 0; c < last; c++) { // expect-error: must not depend on the worker loop's iteration
#pragma acc fcw FETCH_CHANNEL(a[r:0:0][c:0:1])
            {
                a[r][c] = a[r][c + 1];
            }
        }
    }
    return a[0][0] > 0;
}

int declaration_reading_the_channel(float (*a)[64], int n)
{
#pragma acc parallel loop gang worker num_workers(2) vector_length(4) copy(a[0:n])
    for (int r = 0; r < n; r++) {
        float first = a[r][0]; // expect-error: must compute the same value in every block
#pragma acc loop vector(4)
        for (int c = 0; c < 64; c++) {
#pragma acc fcw CHANNEL_WB(a[r:0:0][c:0:0])
            {
                a[r][c] = first + c;
#pragma acc fcw_barrier
            }
        }
    }
    return a[0][0] > 0;
}

// Accepted: the declaration reads an array the region does not write, the same value in
// every block (on a GPU target it is an error: its tile runs the declarations in rows past
// the loop's end too, tests/errors/fcw_gpu_blocks.c).
int declaration_reading_an_unwritten_array(float (*a)[64], const float *w, int n)
{
#pragma acc parallel loop gang worker num_workers(2) vector_length(4) copy(a[0:n]) copyin(w[0:n])
    for (int r = 0; r < n; r++) {
        float weight = w[r];
#pragma acc loop vector(4)
        for (int c = 0; c < 64; c++) {
#pragma acc fcw CHANNEL_WB(a[r:0:0][c:0:0])
            {
                a[r][c] *= weight;
#pragma acc fcw_barrier
            }
        }
    }
    return a[0][0] > 0;
}

int code_after_vector_loop(float (*a)[64], float *sum, int n)
{
#pragma acc parallel loop gang worker num_workers(2) vector_length(4) copy(a[0:n], sum[0:n])
    for (int r = 0; r < n; r++) {
#pragma acc loop vector(4)
        for (int c = 0; c < 64; c++) {
#pragma acc fcw CHANNEL_WB(a[r:0:0][c:0:0])
            {
                a[r][c] += 1;
#pragma acc fcw_barrier
            }
        }
        sum[r] = a[r][0]; // expect-error: nothing may follow the vector loop
    }
    return a[0][0] > 0;
}

int main(void)
{
    float a[1024];
    static float grid[64][64], sum[64];
    int rows[32];
    for (int i = 0; i < 1024; i++)
        a[i] = i;
    return reduced(a, 1024) + inner_loop(a, 1024) + statement_before_vector_loop(grid, rows, 32)
           + bound_of_the_worker_iteration(grid, 64) + declaration_reading_the_channel(grid, 64)
           + code_after_vector_loop(grid, sum, 64);
}
