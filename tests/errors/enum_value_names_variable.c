// accc-target: opencl
// An enumeration constant whose value accc cannot compute (`sizeof` of a
// variable) and the device program cannot either: it has no `tbl`. Writing a
// guessed value would make the kernel silently wrong.
static const float tbl[] = {1, 2, 3, 4};
enum { N = sizeof tbl / sizeof tbl[0] }; // expect-error: the device code uses `N` // expect-error: names `tbl`

int main(void)
{
    int out[4];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 4; i++)
        out[i] = N;
    return out[0] - 4;
}
