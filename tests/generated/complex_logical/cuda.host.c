/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_50ed06b36d7c5a94[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_50ed06b36d7c5a94 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_50ed06b36d7c5a94, 0, 0 };
# 0 "complex_logical.c"
# 1 "complex_logical.c"
# 1 "complex_logical.c"







# 9 "complex_logical.c" 2
# 10 "complex_logical.c" 2
# 25 "complex_logical.c"

# 25 "complex_logical.c"
int main(void)
{
    int out[12], parts[12], want[12], want_parts[12];
    for (int i = 0; i < 12; i++) {
        int *o = want, *q = want_parts;
        {
            int *out = o, *parts = q;
            do { double r = (double)((i) % 3); double _Complex z = (double)((i) % 2) + (double)((i) % 4 == 3) * 
# 32 "complex_logical.c" 3 4
           (__extension__ 1.0iF)
# 32 "complex_logical.c"
           ; double _Complex w = 0.0; out[i] = (z && r) + (r || w) * 2 + (w || 0) * 4 + !z * 8; out[i] += ((z || w) && r) * 16 + (z || (w && r)) * 32; double _Complex c = ((i) % 2 ? z : 2.0 * 
# 32 "complex_logical.c" 3 4
           (__extension__ 1.0iF)
# 32 "complex_logical.c"
           ) * 3.0; parts[i] = (int)creal(c) + 10 * (int)cimag(c); out[i] += ((w = z) || r) * 64 + (int)creal(w) * 128; } while (0);
        }
    }

{ static const __accrt_loc __accc_region_loc = { "complex_logical.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "complex_logical.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "complex_logical.c", 35, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(parts), sizeof(parts), ACCRT_COPYOUT, 0, "parts", 0, 0, __builtin_object_size((void *)&(parts), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(12) - (long long)(0)) > 0 ? (long)((long long)(12) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(12) - (long long)(0)) > 0 ? (long)((long long)(12) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(parts), 0, ACCRT_ARG_DEVICE_PTR, "parts" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 35 "complex_logical.c"

{ static const __accrt_loc __accc_loc = { "complex_logical.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(parts), sizeof(parts), ACCRT_COPYOUT, 0, "parts", 0, 0, __builtin_object_size((void *)&(parts), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(parts), 0, ACCRT_ARG_DEVICE_PTR, "parts" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 35 "complex_logical.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 12; i++)
        do { double r = (double)((i) % 3); double _Complex z = (double)((i) % 2) + (double)((i) % 4 == 3) * 
# 37 "complex_logical.c" 3 4
       (__extension__ 1.0iF)
# 37 "complex_logical.c"
       ; double _Complex w = 0.0; out[i] = (z && r) + (r || w) * 2 + (w || 0) * 4 + !z * 8; out[i] += ((z || w) && r) * 16 + (z || (w && r)) * 32; double _Complex c = ((i) % 2 ? z : 2.0 * 
# 37 "complex_logical.c" 3 4
       (__extension__ 1.0iF)
# 37 "complex_logical.c"
       ) * 3.0; parts[i] = (int)creal(c) + 10 * (int)cimag(c); out[i] += ((w = z) || r) * 64 + (int)creal(w) * 128; } while (0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    int wrong = 0;
    for (int i = 0; i < 12; i++) {
        printf("%d: %d %d\n", i, out[i], parts[i]);
        wrong += out[i] != want[i] || parts[i] != want_parts[i];
    }
    printf("%d differ from the host's\n", wrong);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
