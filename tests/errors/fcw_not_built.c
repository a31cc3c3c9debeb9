// The `fcw` channels (every type but FETCH_ONLY) and `fcw_barrier` are built on the GPU
// targets only: on the CPU targets, an error at each (never silently dropped, which
// would change the answer).
int main(void)
{
    float a[1024];
    for (int i = 0; i < 1024; i++)
        a[i] = i;
#pragma acc parallel loop vector_length(128) copy(a)
    for (int i = 1; i < 1023; i++) {
#pragma acc fcw FETCH_CHANNEL(a[i:1:1]) // expect-error: not implemented yet
        {
            float left = a[i - 1];
#pragma acc fcw_barrier // expect-error: not implemented yet
            a[i] = left + a[i + 1];
        }
    }
    return a[5] > 0 ? 0 : 1;
}
