/* Designated initialisers that C allows and C++ does not: array elements of one member
 * (`.a[0] = …, .a[2] = …`), elements of an array of structs named through one element
 * (`[2].y = …, [2].x = …`), values without a designator after a chained designator
 * (which go on inside the subobject it names, C11 6.7.9p17), brace elision after a
 * designator, string literals for char arrays, union members. For CUDA accc gathers each
 * member's or element's items into its own braced list, in order; every target must give
 * the plain C answer. */
#include <stdio.h>

#define N 64

struct in { int u, v; };
struct s { int x; int a[3]; struct in m; int k; };
union w { int i; float f; };
struct hasu { union w w; int k; };
struct named { char name[6]; int q; };
struct pt { int x, y; };

#pragma acc routine seq
static int elements(int i) {
    struct s e = { .k = i, .a[2] = 5, .m.v = 1, .a[0] = i + 1 };
    struct pt arr[3] = { [2].y = i, [0].x = 3, [2].x = 4 };
    return e.a[0] + e.a[1] + e.a[2] * e.k + e.m.u + e.m.v + arr[0].x * arr[2].y + arr[1].y + arr[2].x;
}

int main(void) {
    static int out[N][9];
    #pragma acc parallel loop copyout(out[0:N][0:9])
    for (int i = 0; i < N; i++) {
        struct s e1 = { .a[0] = i, .a[2] = 1, .k = 2 };
        struct s e2 = { .m.v = 2, .x = i, .m.u = 4 };
        struct s e3 = { .m.u = 1, 2, .x = i };
        struct s e4 = { .a[1] = i, 7, .k = 3 };
        struct s e5 = { .k = 1, .a = { [2] = i }, .x = 5 };
        struct s e6 = { .k = 9, .m = i, 6 };
        struct named nm = { .q = i, .name = "abc" };
        struct hasu hu = { .k = i, .w.i = 9 };
        out[i][0] = e1.a[0] + e1.a[1] * 10 + e1.a[2] * 100 + e1.k * 1000 + e1.x + e1.m.u;
        out[i][1] = e2.x + e2.m.u * 10 + e2.m.v * 100 + e2.a[1] + e2.k;
        out[i][2] = e3.x + e3.m.u * 10 + e3.m.v * 100 + e3.k;
        out[i][3] = e4.a[0] + e4.a[1] * 10 + e4.a[2] * 100 + e4.k * 1000 + e4.x;
        out[i][4] = e5.a[2] + e5.x * 10 + e5.k * 100 + e5.a[0];
        out[i][5] = e6.m.u + e6.m.v * 10 + e6.k * 100 + e6.x;
        out[i][6] = nm.q + nm.name[2] + nm.name[3] + nm.name[5];
        out[i][7] = hu.k + hu.w.i;
        out[i][8] = elements(i);
    }
    long sum = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 9; j++)
            sum += out[i][j];
    for (int j = 0; j < 9; j++)
        printf("%d %d\n", out[3][j], out[50][j]);
    printf("sum %ld\n", sum);
    return 0;
}
