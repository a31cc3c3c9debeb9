/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "designated_elements.c"
# 1 "designated_elements.c"
# 1 "designated_elements.c"







# 9 "designated_elements.c" 2




# 12 "designated_elements.c"
struct in { int u, v; };
struct s { int x; int a[3]; struct in m; int k; };
union w { int i; float f; };
struct hasu { union w w; int k; };
struct named { char name[6]; int q; };
struct pt { int x, y; };


static int elements(int i) {
    struct s e = { .k = i, .a[2] = 5, .m.v = 1, .a[0] = i + 1 };
    struct pt arr[3] = { [2].y = i, [0].x = 3, [2].x = 4 };
    return e.a[0] + e.a[1] + e.a[2] * e.k + e.m.u + e.m.v + arr[0].x * arr[2].y + arr[1].y + arr[2].x;
}

int main(void) {
    static int out[64][9];
    
{ static const __accrt_loc __accc_region_loc = { "designated_elements.c", 28, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "designated_elements.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "designated_elements.c", 28, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out)[0][0], ((64) == 0 || (9) == 0 ? 0 : ((64) - 1) * sizeof((out)[0]) + (9) * sizeof((out)[0][0])), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "out[0:64][0:9]", 0, 0, __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 28 "designated_elements.c"

{ static const __accrt_loc __accc_loc = { "designated_elements.c", 28, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out)[0][0], ((64) == 0 || (9) == 0 ? 0 : ((64) - 1) * sizeof((out)[0]) + (9) * sizeof((out)[0][0])), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "out[0:64][0:9]", 0, 0, __builtin_object_size((void *)&(out)[0][0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 28 "designated_elements.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 29 "designated_elements.c"
    for (int i = 0; i < 64; i++) {
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long sum = 0;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 9; j++)
            sum += out[i][j];
    for (int j = 0; j < 9; j++)
        printf("%d %d\n", out[3][j], out[50][j]);
    printf("sum %ld\n", sum);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
