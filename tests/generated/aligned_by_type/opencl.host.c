/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "aligned_by_type.c"
# 1 "aligned_by_type.c"
# 1 "aligned_by_type.c"



# 5 "aligned_by_type.c" 2
# 6 "aligned_by_type.c" 2


# 7 "aligned_by_type.c"
struct tagged {
    char tag;
    _Alignas(size_t) char c;
    _Alignas(double) short s;
    int v;
};

int main(void)
{
    struct tagged a[4];
    for (int i = 0; i < 4; i++) {
        a[i].tag = 'a';
        a[i].c = (char)i;
        a[i].s = (short)(100 + i);
        a[i].v = i;
    }

{ static const __accrt_loc __accc_region_loc = { "aligned_by_type.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "aligned_by_type.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "aligned_by_type.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4) - (long long)(0)) > 0 ? (long)((long long)(4) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 23 "aligned_by_type.c"

{ static const __accrt_loc __accc_loc = { "aligned_by_type.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 23 "aligned_by_type.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 4; i++)
        a[i].v = a[i].c * 10 + a[i].s + (int)sizeof(struct tagged); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("size %d: %d %d %d %d, tags %c%c\n", (int)sizeof(struct tagged), a[0].v, a[1].v,
           a[2].v, a[3].v, a[0].tag, a[3].tag);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
