// A variable may appear in one data clause of a `data`, `enter data`, `exit data` or
// `declare` directive, and in one motion clause of an `update` (as on compute constructs;
// GCC refuses these too).
#define N 16
int g[N];
#pragma acc declare copyin(g) create(g) // expect-error: `g` appears in more than one data clause of this directive (`copyin` and `create`)

int main(void)
{
    int a[N], b[N];
#pragma acc data copyin(a) copyout(a) // expect-error: `a` appears in more than one data clause of this directive (`copyin` and `copyout`)
    {
    }
#pragma acc enter data copyin(b[0:8]) create(b[8:8]) // expect-error: `b` appears in more than one data clause of this directive (`copyin` and `create`)
#pragma acc exit data copyout(b) delete(b) // expect-error: (`copyout` and `delete`)
#pragma acc update self(a) device(a) // expect-error: `a` appears in more than one motion clause of this directive (`self` and `device`)
#pragma acc kernels loop copy(a, a) // expect-error: `a` appears in more than one clause of this construct (`copy` twice)
    for (int i = 0; i < N; i++)
        a[i] = i;
    {
        int c[N];
#pragma acc declare create(c) copyin(c) // expect-error: (`create` and `copyin`)
        c[0] = 1;
    }
    return 0;
}
