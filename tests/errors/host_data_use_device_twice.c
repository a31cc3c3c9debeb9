// A variable named twice by `host_data`'s `use_device` (found by the fuzzer): inside the
// construct the name stands for the device address, which cannot be declared twice.
int main(void)
{
    float x[16];
#pragma acc data copy(x)
    {
#pragma acc host_data use_device(x) use_device(x) // expect-error: more than one `use_device` clause
        {
            x[0] = 1;
        }
    }
    return 0;
}
