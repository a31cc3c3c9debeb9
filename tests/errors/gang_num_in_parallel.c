// The num: argument of gang is only allowed in kernels regions; in a
// parallel region the gang count comes from num_gangs.
int main(void)
{
    int a[64];
#pragma acc parallel loop gang(num:4) copyout(a) // expect-error: gang
    for (int i = 0; i < 64; i++)
        a[i] = i;
    return a[0];
}
