// Clause arguments of the right type: scalar conditions, integer counts, queues and
// bounds, subarrays of arrays and pointers only (no deeper than the type), a length for a
// pointer's subarray, and arrays or pointers in `use_device`.
struct pair {
    int x, y;
};

int main(void)
{
    int a[10];
    int m[4][4];
    int n = 10, k = 1;
    double d = 2.0;
    struct pair s = {1, 2};
    int *p = a;
#pragma acc parallel loop copy(a) if(s) // expect-error: needs a scalar condition
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc parallel loop copy(a) self(m) // expect-error: needs a scalar condition
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc parallel loop copy(a) if(p) num_gangs(d) // expect-error: needs an integer
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc parallel loop copy(a) async(d) // expect-error: needs an integer
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc update device(a[0:d]) // expect-error: needs an integer
#pragma acc update device(n[0:1]) // expect-error: not an array or pointer
#pragma acc update device(m[0:4][0:4][0:1]) // expect-error: has only 2 dimensions
#pragma acc update device(p[:]) // expect-error: does not specify its length
#pragma acc update device(a[:], m[1:2][:], p[0:k])
#pragma acc host_data use_device(s) // expect-error: needs an array or a pointer
    {
        k = 2;
    }
    return a[0] + k;
}
