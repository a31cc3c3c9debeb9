// default accepts only none or present.
int main(void)
{
    int a[16];
#pragma acc parallel loop default(all) copyout(a) // expect-error: default
    for (int i = 0; i < 16; i++)
        a[i] = i;
    return a[0];
}
