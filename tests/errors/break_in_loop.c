// A parallel loop cannot be left with break.
int main(void)
{
    int a[100];
    for (int i = 0; i < 100; i++)
        a[i] = i;
    int found = -1;
#pragma acc parallel loop copyin(a) copy(found)
    for (int i = 0; i < 100; i++) {
        if (a[i] == 42) {
            found = i;
            break; // expect-error: break
        }
    }
    return found < 0;
}
