#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct hasu;
struct in;
struct named;
struct pt;
struct s;
union w;
struct in { int u; int v; };
struct s { int x; int a[3]; struct in m; int k; };
struct pt { int x; int y; };
struct named { char name[6]; int q; };
union w { int i; float f; };
struct hasu { union w w; int k; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
int elements(int i);
int elements(int i)
{
    struct s e = { .k = i, .a[2] = 5, .m.v = 1, .a[0] = i + 1 };
    struct pt arr[3] = { [2].y = i, [0].x = 3, [2].x = 4 };
    return e.a[0] + e.a[1] + e.a[2] * e.k + e.m.u + e.m.v + arr[0].x * arr[2].y + arr[1].y + arr[2].x;
}
__kernel void __accc_kernel_0_0(__global char *__accc_b_out, ulong __accc_o_out, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global int (*out)[9] = (__global int (*)[9])(__accc_b_out + __accc_o_out);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 29 "designated_elements.c"
{
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
    }
}
