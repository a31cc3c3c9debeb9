// num_gangs is not allowed on serial (a serial region has exactly one gang).
int main(void)
{
    int s = 0;
#pragma acc serial num_gangs(4) copy(s) // expect-error: not allowed
    {
        s = 1;
    }
    return s - 1;
}
