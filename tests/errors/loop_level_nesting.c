// A loop may only contain loops of inner levels of parallelism (gang, then worker, then
// vector), and a routine only loops of the levels inside its own.
#pragma acc routine seq
float total(const float *a, int n)
{
    float s = 0;
#pragma acc loop gang reduction(+:s) // expect-error: a `gang` loop cannot be in a `routine seq` function
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

#pragma acc routine vector
void clear(float *a, int n)
{
#pragma acc loop worker // expect-error: a `worker` loop cannot be in a `routine vector` function
    for (int i = 0; i < n; i++)
        a[i] = 0;
}

int main(void)
{
    float a[64][64];
#pragma acc parallel loop vector copyout(a)
    for (int i = 0; i < 64; i++) {
#pragma acc loop gang // expect-error: a `gang` loop cannot be nested inside a `vector` loop // expect-error: the enclosing `vector` loop at // expect-error: loop_level_nesting.c:24:13
        for (int j = 0; j < 64; j++)
            a[i][j] = 0;
    }
#pragma acc parallel loop gang worker copyout(a)
    for (int i = 0; i < 64; i++) {
#pragma acc loop worker // expect-error: a `worker` loop cannot be nested inside a `gang worker` loop
        for (int j = 0; j < 64; j++)
            a[i][j] = 0;
    }
#pragma acc parallel copyout(a)
    {
#pragma acc loop gang
        for (int i = 0; i < 64; i++) {
#pragma acc loop seq
            for (int j = 0; j < 64; j++) {
#pragma acc loop gang // expect-error: a `gang` loop cannot be nested inside a `gang` loop
                for (int k = 0; k < 64; k++)
                    a[i][k] = j;
            }
        }
    }
    return (int)a[0][0];
}
