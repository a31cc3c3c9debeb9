/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_11b91ff3dbe92374[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_11b91ff3dbe92374 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_11b91ff3dbe92374, 0, 0 };
# 0 "typedef_reductions.c"
# 1 "typedef_reductions.c"
# 1 "typedef_reductions.c"



# 5 "typedef_reductions.c" 2
# 6 "typedef_reductions.c" 2

# 6 "typedef_reductions.c"
typedef int myint; typedef double real;
int main(void){ myint s = 0; real d = 0; uint64_t h = 0; int64_t q = 0;

{ static const __accrt_loc __accc_region_loc = { "typedef_reductions.c", 8, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 8 "typedef_reductions.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "typedef_reductions.c", 8, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(h), sizeof(h), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "h", 0, 0, __builtin_object_size((void *)&(h), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "q", 0, 0, __builtin_object_size((void *)&(q), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { __typeof__(s) __accc_v1 = 0; __typeof__(d) __accc_v3 = 0; __typeof__(h) __accc_v5 = 0; __typeof__(q) __accc_v7 = (-9223372036854775807L-1); long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(100) - (long long)(0)) > 0 ? (long)((long long)(100) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_s" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_ACCUMULATOR, "__accc_a_s" }, { (const void *)(&(d)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_d" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_d" }, { (const void *)(&(h)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_h" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_ACCUMULATOR, "__accc_a_h" }, { (const void *)(&(q)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_q" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_ACCUMULATOR, "__accc_a_q" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v11, 0, 128, 0, __accc_args, 12, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 8 "typedef_reductions.c"

{ static const __accrt_loc __accc_loc = { "typedef_reductions.c", 8, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPY, ACCRT_IMPLICIT, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(h), sizeof(h), ACCRT_COPY, ACCRT_IMPLICIT, "h", 0, 0, __builtin_object_size((void *)&(h), 0) }, { (void *)&(q), sizeof(q), ACCRT_COPY, ACCRT_IMPLICIT, "q", 0, 0, __builtin_object_size((void *)&(q), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" }, { (const void *)(&(d)), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { (const void *)(&(h)), 0, ACCRT_ARG_DEVICE_PTR, "h" }, { (const void *)(&(q)), 0, ACCRT_ARG_DEVICE_PTR, "q" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 8 "typedef_reductions.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s) reduction(+:d) reduction(+:h) reduction(max:q)
  for (int i = 0; i < 100; i++) { s += i; d += 0.5; h += (uint64_t)i * 3; q = q > i ? q : i; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  printf("%d %g %llu %lld\n", s, d, (unsigned long long)h, (long long)q);
  return 0; }

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
