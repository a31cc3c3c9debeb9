// accc-target: opencl
/* C11 `_Atomic` objects in device code: neither OpenCL C nor CUDA has them (the OpenCL
 * build failed at the first launch; nvcc refused the kernel). */
#include <stdatomic.h>

_Atomic int counter;

int main(void) {
    int a[64];
#pragma acc parallel loop copy(counter)
    for (int i = 0; i < 64; i++) {
        counter += 1; // expect-error: `counter` has an `_Atomic` type
    }
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 64; i++) {
        _Atomic int c = i; // expect-error: `c` is declared `_Atomic`
        c += 1;
        atomic_int d = 2; // expect-error: `d` is declared `_Atomic`
        a[i] = c + d;
    }
    return 0;
}
