/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "device_compiler_accepts.c"
# 1 "device_compiler_accepts.c"
# 1 "device_compiler_accepts.c"





# 7 "device_compiler_accepts.c" 2
# 8 "device_compiler_accepts.c" 2




# 11 "device_compiler_accepts.c"
int main(void) {
    long long r[32];
    double d[32];
    int t[32], c[32];

{ static const __accrt_loc __accc_region_loc = { "device_compiler_accepts.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "device_compiler_accepts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "device_compiler_accepts.c", 15, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(r), sizeof(r), ACCRT_COPYOUT, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 15 "device_compiler_accepts.c"

{ static const __accrt_loc __accc_loc = { "device_compiler_accepts.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(r), sizeof(r), ACCRT_COPYOUT, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 15 "device_compiler_accepts.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 32; i++) {
        r[i] = llround((unsigned)i) + lround(i) * 100 + (long long)lrint(i / 2);
        d[i] = sqrt(i * i) + pow(i, 2) + ldexp(i, 3) + fmaf(i, 2, 1) + floorf(i / 3);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    int buf[4];

{ static const __accrt_loc __accc_region_loc = { "device_compiler_accepts.c", 21, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 21 "device_compiler_accepts.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "device_compiler_accepts.c", 21, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_COPYOUT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 21 "device_compiler_accepts.c"

{ static const __accrt_loc __accc_loc = { "device_compiler_accepts.c", 21, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_COPYOUT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 21 "device_compiler_accepts.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(buf)
    for (int i = 0; i < 32; i++) {
        int p = i;
        buf[1] = i;
#pragma omp atomic update
        p += 2;
#pragma omp atomic update
        buf[1]++;
        int old;
#pragma omp atomic capture
        old = p++;
        t[i] = p + buf[1];
        c[i] = old;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long long sr = 0;
    double sd = 0;
    long st = 0, sc = 0;
    for (int i = 0; i < 32; i++) {
        sr += r[i] * (i + 1);
        sd += d[i];
        st += t[i] * (i + 1);
        sc += c[i];
    }
    printf("math with integer arguments: %lld %.1f\natomic on private data: %ld %ld\n", sr, sd, st, sc);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
