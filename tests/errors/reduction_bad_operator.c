// Division is not a reduction operator.
int main(void)
{
    double q = 1.0;
#pragma acc parallel loop reduction(/:q) // expect-error: reduction
    for (int i = 1; i < 10; i++)
        q = q / 2.0;
    return q > 1.0;
}
