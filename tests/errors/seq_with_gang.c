// seq excludes gang, worker, vector and auto on the same loop.
int main(void)
{
    int a[32];
#pragma acc parallel copyout(a)
    {
#pragma acc loop seq gang // expect-error: seq
        for (int i = 0; i < 32; i++)
            a[i] = i;
    }
    return a[0];
}
