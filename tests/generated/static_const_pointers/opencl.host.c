/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "static_const_pointers.c"
# 1 "static_const_pointers.c"
# 1 "static_const_pointers.c"



# 5 "static_const_pointers.c" 2




# 8 "static_const_pointers.c"
int main(void)
{
    static int out[40];

{ static const __accrt_loc __accc_region_loc = { "static_const_pointers.c", 11, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 11 "static_const_pointers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "static_const_pointers.c", 11, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 11 "static_const_pointers.c"

{ static const __accrt_loc __accc_loc = { "static_const_pointers.c", 11, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 11 "static_const_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 40; i++) {
        static const char *const words[3] = {"alpha", "be", "gamma"};
        static const char *const first = "xyz";
        const char *w = words[i % 3];
        int n = 0;
        while (w[n] != '\0')
            n++;
        out[i] = n * 1000 + w[0] * 3 + first[i % 3];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long total = 0;
    for (int i = 0; i < 40; i++)
        total += (long)out[i] * (i + 1);
    printf("%d %d %d\n", out[0], out[1], out[2]);
    printf("total %ld\n", total);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
