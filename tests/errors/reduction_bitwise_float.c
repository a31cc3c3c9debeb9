// The bitwise reduction operators need an integer variable.
int main(void)
{
    float f = 0.0f;
#pragma acc parallel loop reduction(|:f) // expect-error: integer
    for (int i = 0; i < 10; i++)
        f = f + 1.0f;
    return f > 100.0f;
}
