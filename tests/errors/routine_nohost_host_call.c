// A `routine nohost` function has no host version: host code cannot call it (GCC fails
// at link time). Compute constructs and other `nohost` routines may; a `routine`
// without `nohost` may not (its host version would call it).
#pragma acc routine seq nohost
static int twice(int x) { return 2 * x; }

#pragma acc routine seq nohost
static int four_times(int x) { return twice(twice(x)); }

#pragma acc routine seq
static int thrice(int x) {
    return twice(x) + x; // expect-error: `twice` is a `routine nohost` function // expect-error: add `nohost` to the `routine` directive of `thrice`
}

int main(void) {
    int a[4];
    #pragma acc parallel loop copyout(a)
    for (int i = 0; i < 4; i++) a[i] = twice(i) + four_times(i) + thrice(i);
    int (*f)(int) = four_times; // expect-error: `four_times` is a `routine nohost` function: host code cannot name it
    return a[3] + twice(1); // expect-error: host code cannot call it // expect-error: inside a compute construct
}
