#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
struct __accc_anon_8;
struct aligned_pair;
struct record;
struct sample;
union word;
struct sample { char kind; int count; short flags; double weight; } __attribute__((packed));
union word { int i; float f; uchar bytes[6]; };
struct aligned_pair { char c; float f __attribute__((aligned(16))); int k __attribute__((aligned(8))); };
typedef struct __accc_anon_8 reading;
#pragma pack(push, 2)
struct __accc_anon_8 { char tag; double value; int index; };
#pragma pack(pop)
struct record { char head; struct sample s; union word w; struct aligned_pair a; reading r; };
inline int acc_on_device(int t) { return t == 6 || t == 3; }
__kernel void __accc_kernel_0_0(__global char *__accc_b_s, ulong __accc_o_s, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global struct sample *s = (__global struct sample *)(__accc_b_s + __accc_o_s);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 66 "packed_structs.c"
{
        s[i].count += s[i].kind;
        s[i].flags = (short)(s[i].flags * 2);
        s[i].weight += s[i].count;
    }
    }
}

__kernel void __accc_kernel_1_0(__global char *__accc_b_rec, ulong __accc_o_rec, long __accc_lo0, long __accc_st0, long __accc_tc0, long __accc_n)
{
    __global struct record *rec = (__global struct record *)(__accc_b_rec + __accc_o_rec);
    for (long __accc_it = (long)get_global_id(0); __accc_it < __accc_n; __accc_it += (long)get_global_size(0)) {
        int i = (__accc_lo0 + __accc_it * __accc_st0);
#line 73 "packed_structs.c"
{
        rec[i].s.count += rec[i].head;
        rec[i].s.weight *= 2.0;
        rec[i].w.i += rec[i].a.k;
        rec[i].a.f += (float)rec[i].r.tag;
        rec[i].r.value += rec[i].r.index + rec[i].s.flags;
        rec[i].r.index = -rec[i].r.index;
    }
    }
}
