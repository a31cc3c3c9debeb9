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

int main(void)
{
    float a[1024];
    for (int i = 0; i < 1024; i++)
        a[i] = i;
    return reduced(a, 1024) + inner_loop(a, 1024);
}
