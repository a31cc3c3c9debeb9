// The `fcw` directive's rules, checked on every target (the block model is the same
// everywhere): a write to a FETCH_ONLY array would be lost, a pivot that is not
// `base + ρ·i` has no tile, and an `fcw` outside a parallel loop has no block.
int main(void)
{
    float a[1024], b[1024];
    for (int i = 0; i < 1024; i++)
        a[i] = i;
#pragma acc parallel loop vector_length(128) copy(a, b)
    for (int i = 1; i < 1023; i++) {
#pragma acc fcw FETCH_ONLY(a[i:1:1])
        {
            b[i] = a[i - 1] + a[i + 1];
            a[i] = b[i]; // expect-error: a `FETCH_ONLY` array
        }
    }
#pragma acc parallel loop vector_length(128) copy(a, b)
    for (int i = 0; i < 30; i++) {
#pragma acc fcw FETCH_ONLY(a[i*i:0:0]) // expect-error: not affine
        b[i] = a[i * i];
    }
#pragma acc parallel copy(a, b)
    {
#pragma acc fcw FETCH_ONLY(a[0:0:0]) // expect-error: outside a parallel loop
        b[0] = a[0];
    }
    return b[5] > 0 ? 0 : 1;
}
