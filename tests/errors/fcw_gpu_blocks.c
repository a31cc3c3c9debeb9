// accc-target: opencl
// `fcw` blocks with channels whose iterations the GPU kernel cannot group as the block
// model says: a block of V iterations in a kernel of other threads per block, and V×W
// blocks whose loops are not the construct's loop and its one vector loop, or whose outer
// loop's body the `fcw` planner refused (its V×W shape rules hold on every target), or
// whose declarations before the vector loop read memory (a GPU tile runs them past the
// loop's end too).
#define N 1000
int a[N], sums[N], grid[64][64], weights[64];

void mismatched_vector_length(void)
{
#pragma acc parallel loop gang vector_length(32) copy(a, sums)
    for (int g = 0; g < 4; g++) {
#pragma acc loop vector(64)
        for (int i = 0; i < N; i++) {
            int lane = i % 64;
#pragma acc fcw FETCH_CHANNEL(a[i:0:0]) // expect-error: the kernel runs 32 threads along its loop, not the block's 64
            {
                for (int y = 32; y > 0; y >>= 1)
                    if (lane < y && i + y < N)
                        a[i] = a[i] + a[i + y];
                if (lane == 0)
                    sums[i / 64] = a[i];
            }
        }
    }
}

void statement_before_the_vector_loop(void)
{
#pragma acc parallel loop gang worker num_workers(8) vector_length(8) copy(grid)
    for (int r = 0; r < 64; r++) {
        grid[r][0] = r;
#pragma acc loop vector
        for (int c = 1; c < 64; c++) {
#pragma acc fcw FETCH_CHANNEL(grid[r:0:0][c:0:0]) // expect-error: only declarations may come before the vector loop
            {
                grid[r][c] = grid[r][c] + 1;
            }
        }
    }
}

void bounds_of_the_row(void)
{
#pragma acc parallel loop gang worker num_workers(8) vector_length(8) copy(grid)
    for (int r = 0; r < 64; r++) {
#pragma acc loop vector
        for (int c = 0; c < r; c++) {
#pragma acc fcw FETCH_CHANNEL(grid[r:0:0][c:0:0]) // expect-error: the vector loop's bounds depend on the outer loop's variable
            {
                grid[r][c] = grid[r][c] + 1;
            }
        }
    }
}

void bounds_of_a_declaration_of_the_row(void)
{
#pragma acc parallel loop gang worker num_workers(8) vector_length(8) copy(grid)
    for (int r = 0; r < 64; r++) {
        int last = r + 1;
#pragma acc loop vector
        for (int c = 0; c < last; c++) {
#pragma acc fcw FETCH_CHANNEL(grid[r:0:0][c:0:0]) // expect-error: on a variable its body declares
            {
                grid[r][c] = grid[r][c] + 1;
            }
        }
    }
}

void declaration_with_a_side_effect(void)
{
#pragma acc parallel loop gang worker num_workers(8) vector_length(8) copy(grid)
    for (int r = 0; r < 64; r++) {
        int t = r;
        int k = t++;
#pragma acc loop vector
        for (int c = 0; c < 64; c++) {
#pragma acc fcw FETCH_CHANNEL(grid[r:0:0][c:0:0]) // expect-error: must compute the same value in every block of the vector loop
            {
                grid[r][c] = grid[r][c] + k;
            }
        }
    }
}

void declaration_reading_memory(void)
{
#pragma acc parallel loop gang worker num_workers(8) vector_length(8) copy(grid) copyin(weights)
    for (int r = 0; r < 64; r++) {
        int w = weights[r];
#pragma acc loop vector
        for (int c = 0; c < 64; c++) {
#pragma acc fcw FETCH_CHANNEL(grid[r:0:0][c:0:0]) // expect-error: reads memory or calls a function
            {
                grid[r][c] = grid[r][c] + w;
            }
        }
    }
}
