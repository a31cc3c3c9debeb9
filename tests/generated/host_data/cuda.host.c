/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_75aaa6b9279481ec[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_75aaa6b9279481ec == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_75aaa6b9279481ec, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_75aaa6b9279481ec, 0, 0 };
# 0 "host_data.c"
# 1 "host_data.c"
# 1 "host_data.c"




# 6 "host_data.c" 2
# 7 "host_data.c" 2



static void scale_on_device(float *restrict p, int n, float f)
{

{ static const __accrt_loc __accc_region_loc = { "host_data.c", 12, "scale_on_device", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "host_data.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "host_data.c", 12, "scale_on_device", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(p), 0, ACCRT_DEVICEPTR, 0, "p", 0, 0, __builtin_object_size((void *)(p), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { float __accc_v0 = f; long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "f" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_ADDR, "p" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 12 "host_data.c"

{ static const __accrt_loc __accc_loc = { "host_data.c", 12, "scale_on_device", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), 0, ACCRT_DEVICEPTR, 0, "p", 0, 0, __builtin_object_size((void *)(p), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(f)), sizeof(f), ACCRT_ARG_VALUE, "f" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); } { __typeof__(p) __accc_dp_p = p; __typeof__(p) p = (__typeof__(p))__accrt_check_deviceptr((void *)__accc_dp_p);
# 12 "host_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        p[i] *= f; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    static float x[500];
    for (int i = 0; i < 500; i++)
        x[i] = (float)i;

    int same = 0;

{ static const __accrt_loc __accc_region_loc = { "host_data.c", 24, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "host_data.c"
{ static const __accrt_loc __accc_loc = { "host_data.c", 24, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPY, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
    {
        void *dev = acc_deviceptr(x);
{ static const __accrt_loc __accc_loc = { "host_data.c", 27, "main", "host_data" }; __typeof__(&(x)[0]) __accc_hd_x = (__typeof__(&(x)[0]))__accrt_use_device(&__accc_loc, (void *)(x), "x", 0); __typeof__(&(x)[0]) x = __accc_hd_x;
        {
            scale_on_device(x, 500, 2.0f);
            same = ((void *)x == dev);
        } }

{ static const __accrt_loc __accc_region_loc = { "host_data.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "host_data.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "host_data.c", 32, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_PRESENT, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 32 "host_data.c"

{ static const __accrt_loc __accc_loc = { "host_data.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_PRESENT, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 32 "host_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 500; i++)
            x[i] += 1.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 1, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0.0;
    for (int i = 0; i < 500; i++)
        s += x[i];
    printf("x[0]=%.1f x[499]=%.1f sum=%.1f same=%d\n", x[0], x[500 - 1], s, same);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
