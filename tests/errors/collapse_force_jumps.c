// `collapse(force:n)`: no `break` or `continue` may leave the code sunk into the
// collapsed iterations for a loop of the nest (a `break` of a loop of its own is fine).
int main(void)
{
    int a[4][8], c[4];
#pragma acc parallel loop collapse(force:2) copyout(a, c)
    for (int i = 0; i < 4; i++) {
        c[i] = i;
        if (i == 2)
            continue; // expect-error: `continue` cannot leave a loop of a nest collapsed
        for (int j = 0; j < 8; j++)
            a[i][j] = j;
    }
#pragma acc parallel loop collapse(force:2) copyout(a, c)
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 8; j++) {
            if (j == 5)
                continue; // expect-error: `continue` cannot leave
            a[i][j] = j;
        }
        c[i] = i;
    }
#pragma acc parallel loop seq collapse(force:2) copyout(a, c)
    for (int i = 0; i < 4; i++) {
        {
            for (int k = 0; k < 4; k++)
                if (k == 2)
                    break;
        }
        c[i] = i;
        if (c[i] > 2)
            break; // expect-error: `break` cannot leave
        for (int j = 0; j < 8; j++)
            a[i][j] = j;
    }
    return a[0][0] + c[0];
}
