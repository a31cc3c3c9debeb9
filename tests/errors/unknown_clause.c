// A misspelt clause: the message names it and suggests the right one.
int main(void)
{
    float a[100];
#pragma acc parallel loop vectr(32) copyout(a) // expect-error: unknown clause // expect-error: did you mean
    for (int i = 0; i < 100; i++)
        a[i] = (float)i;
    return (int)a[1] - 1;
}
