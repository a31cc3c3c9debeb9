/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_c1a5eb26547ad486[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_c1a5eb26547ad486 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_c1a5eb26547ad486, 0, 0 };
# 0 "math_rounding_and_literals.c"
# 1 "math_rounding_and_literals.c"
# 1 "math_rounding_and_literals.c"



# 5 "math_rounding_and_literals.c" 2
# 6 "math_rounding_and_literals.c" 2
# 7 "math_rounding_and_literals.c" 2




# 10 "math_rounding_and_literals.c"
int main(void) {
    long r[16], q[16];
    long long a[16];
    unsigned long long u[16];
    double s[16];

{ static const __accrt_loc __accc_region_loc = { "math_rounding_and_literals.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "math_rounding_and_literals.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "math_rounding_and_literals.c", 15, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(r), sizeof(r), ACCRT_COPYOUT, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPYOUT, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPYOUT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) }, { (void *)&(s), sizeof(s), ACCRT_COPYOUT, 0, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 5, -2);
 { long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(16) - (long long)(0)) > 0 ? (long)((long long)(16) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(16) - (long long)(0)) > 0 ? (long)((long long)(16) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR, "u" }, { (const void *)(s), 0, ACCRT_ARG_DEVICE_PTR, "s" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 5, -2);
} else {
# 15 "math_rounding_and_literals.c"

{ static const __accrt_loc __accc_loc = { "math_rounding_and_literals.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(r), sizeof(r), ACCRT_COPYOUT, 0, "r", 0, 0, __builtin_object_size((void *)&(r), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPYOUT, 0, "q", 0, 0, __builtin_object_size((void *)&(q), 0) }, { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPYOUT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) }, { (void *)&(s), sizeof(s), ACCRT_COPYOUT, 0, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(r), 0, ACCRT_ARG_DEVICE_PTR, "r" }, { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR, "u" }, { (const void *)(s), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 5, -2); }
# 15 "math_rounding_and_literals.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 16; i++) {
        double x = i * 0.75 - 5.0;
        r[i] = lround(x) + 100 * lrint(x) + 10000 * (long)nearbyint(x);
        q[i] = llround((float)x) + 100 * lrintf((float)x) + 10000 * (long)nearbyintf((float)x);
        a[i] = llabs(i - 5LL) * 3LL + (i % 3 ? 1ll : -1LL);
        u[i] = (~0ull >> (i + 1)) + 0x10ULL;
        s[i] = scalbn(1.5, i - 4) + scalbnf(0.5f, i);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long tr = 0, tq = 0;
    long long ta = 0;
    unsigned long long tu = 0;
    double ts = 0;
    for (int i = 0; i < 16; i++) {
        tr += r[i] * (i + 1);
        tq += q[i] * (i + 1);
        ta += a[i] * (i + 1);
        tu ^= u[i];
        ts += s[i];
    }
    printf("lround/lrint/nearbyint: %ld %ld\nllabs: %lld\nliterals: %llx\nscalbn: %.6f\n", tr, tq, ta, tu, ts);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
