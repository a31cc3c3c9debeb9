// A writable `static` variable in device code is one object every thread shares:
// OpenACC supports none in routines, and each target refuses it in compute constructs
// and routines alike. Read-only tables (`static const`, pointers themselves `const`)
// are fine.
#pragma acc routine seq
static int next_id(void) {
    static int id = 0; // expect-error: static variable `id` in device code
    return ++id;
}

#pragma acc routine seq
static int square_of(int i) {
    static const int squares[4] = {0, 1, 4, 9};
    return squares[i % 4];
}

int main(void) {
    int a[8];
    #pragma acc parallel loop copyout(a)
    for (int i = 0; i < 8; i++) {
        static const int table[4] = {1, 2, 3, 4};
        static const char *const words[2] = {"a", "b"};
        static int counter; // expect-error: static variable `counter` in device code: every thread would share it
        counter++;
        a[i] = table[i % 4] + words[i % 2][0] + square_of(i) + next_id();
    }
    #pragma acc kernels copy(a)
    {
        static double scale = 2.0, shift; // expect-error: static variable `scale`
        for (int i = 0; i < 8; i++) a[i] *= scale + shift;
        a[0] = ({ static long calls; calls++; (int)calls; }); // expect-error: static variable `calls`
    }
    return a[0];
}
