// default(none): the scalar "scale" is used in the region but appears in no
// clause.  The error points at the use.
int main(void)
{
    float a[100];
    float scale = 2.0f;
#pragma acc parallel loop default(none) copyout(a)
    for (int i = 0; i < 100; i++)
        a[i] = scale * (float)i; // expect-error: default(none)
    return (int)a[0];
}
