/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_96a3e5a63e2df38b[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_96a3e5a63e2df38b == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_96a3e5a63e2df38b, 0, 0 };
# 0 "primes.c"
# 1 "primes.c"
# 1 "primes.c"


# 4 "primes.c" 2


# 5 "primes.c"

static int is_prime(int n)
{
    if (n < 2)
        return 0;
    if (n % 2 == 0)
        return n == 2;
    for (int d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return 0;
    return 1;
}

int main(void)
{
    const int limit = 200000;
    int count = 0, largest = 0, twins = 0;


{ static const __accrt_loc __accc_region_loc = { "primes.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "primes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "primes.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(count), sizeof(count), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "count", 0, 0, __builtin_object_size((void *)&(count), 0) }, { (void *)&(largest), sizeof(largest), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "largest", 0, 0, __builtin_object_size((void *)&(largest), 0) }, { (void *)&(twins), sizeof(twins), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "twins", 0, 0, __builtin_object_size((void *)&(twins), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const int __accc_v0 = limit; __typeof__(count) __accc_v2 = 0; __typeof__(twins) __accc_v4 = 0; __typeof__(largest) __accc_v6 = (-2147483647-1); long __accc_v7 = (long)(2); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(limit) - (long long)(2)) > 0 ? (long)((long long)(limit) - (long long)(2)) : 0); long __accc_v10 = (long long)((long)((long long)(limit) - (long long)(2)) > 0 ? (long)((long long)(limit) - (long long)(2)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "limit" }, { (const void *)(&(count)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_count" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_ACCUMULATOR, "__accc_a_count" }, { (const void *)(&(twins)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_twins" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_ACCUMULATOR, "__accc_a_twins" }, { (const void *)(&(largest)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_largest" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_ACCUMULATOR, "__accc_a_largest" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v10, 0, 128, 0, __accc_args, 11, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 23 "primes.c"

{ static const __accrt_loc __accc_loc = { "primes.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(count), sizeof(count), ACCRT_COPY, ACCRT_IMPLICIT, "count", 0, 0, __builtin_object_size((void *)&(count), 0) }, { (void *)&(largest), sizeof(largest), ACCRT_COPY, ACCRT_IMPLICIT, "largest", 0, 0, __builtin_object_size((void *)&(largest), 0) }, { (void *)&(twins), sizeof(twins), ACCRT_COPY, ACCRT_IMPLICIT, "twins", 0, 0, __builtin_object_size((void *)&(twins), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(limit)), sizeof(limit), ACCRT_ARG_VALUE, "limit" }, { (const void *)(&(count)), 0, ACCRT_ARG_DEVICE_PTR, "count" }, { (const void *)(&(largest)), 0, ACCRT_ARG_DEVICE_PTR, "largest" }, { (const void *)(&(twins)), 0, ACCRT_ARG_DEVICE_PTR, "twins" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 23 "primes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:count) reduction(+:twins) reduction(max:largest)
    for (int n = 2; n < limit; n++) {
        if (is_prime(n)) {
            count++;
            largest = n > largest ? n : largest;
            if (n + 2 < limit && is_prime(n + 2))
                twins++;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("primes below %d: %d, largest %d, twin pairs %d\n", limit, count, largest, twins);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
