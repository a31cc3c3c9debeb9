// Data clauses map contiguous subarrays only (OpenACC 3.3, 2.7.1): a subarray of a
// fixed-size array that leaves elements out between its rows would map (and copy back)
// the region that contains it. `update` moves such subarrays; whole rows are fine.
#define R 6
#define C 8
int main(void)
{
    static double m[R][C], t[4][4][4];
    int n = 3;
#pragma acc parallel loop copyout(m[2:3][4:2]) // expect-error: `copyout(m[2:3][4:2])` names a subarray that is not contiguous // expect-error: copyout(m[2:3][0:8])
    for (int i = 2; i < 5; i++)
        m[i][4] = i;
#pragma acc data copyin(t[0:2][1:2][0:4]) // expect-error: not contiguous
    {
    }
#pragma acc enter data create(m[0:n][1:C-1]) // expect-error: not contiguous
#pragma acc parallel loop copy(m[2:3][0:C], m[4][1:2], m[0:1][3:4], m[0:n][0:n])
    for (int i = 2; i < 5; i++)
        m[i][0] = i;
#pragma acc update self(m[2:3][4:2])
    return (int)m[0][0];
}
