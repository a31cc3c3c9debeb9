/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_87dd2c9e6f968a55[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_87dd2c9e6f968a55 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_87dd2c9e6f968a55, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_87dd2c9e6f968a55, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_87dd2c9e6f968a55, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_87dd2c9e6f968a55, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_87dd2c9e6f968a55, 0, 0 };
# 0 "async_wait.c"
# 1 "async_wait.c"
# 1 "async_wait.c"




# 6 "async_wait.c" 2
# 7 "async_wait.c" 2



int main(void)
{
    acc_init(acc_device_default);
    static double a[4000], b[4000], c[4000];
    for (int i = 0; i < 4000; i++) {
        a[i] = i % 50;
        b[i] = 0.0;
        c[i] = 0.0;
    }


{ static const __accrt_loc __accc_region_loc = { "async_wait.c", 20, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "async_wait.c"
{ static const __accrt_loc __accc_loc = { "async_wait.c", 20, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(b), sizeof(b), ACCRT_CREATE, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "async_wait.c", 22, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "async_wait.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "async_wait.c", 22, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, (1));
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, (1)); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, (1));
} else {
# 22 "async_wait.c"

{ static const __accrt_loc __accc_loc = { "async_wait.c", 22, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, (1)); }
# 22 "async_wait.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 4000; i++)
            b[i] = a[i] * 2.0; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "async_wait.c", 26, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "async_wait.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "async_wait.c", 26, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, (2));
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, (2)); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, (2));
} else {
# 26 "async_wait.c"

{ static const __accrt_loc __accc_loc = { "async_wait.c", 26, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (2)); }
# 26 "async_wait.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 4000; i++)
            c[i] = 1.0; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "async_wait.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "async_wait.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "async_wait.c", 31, "main", "parallel loop" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2);
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, (2));
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, (2)); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, (2));
} else {
# 31 "async_wait.c"

{ static const __accrt_loc __accc_loc = { "async_wait.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, (2)); }
# 31 "async_wait.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 4000; i++)
            c[i] += b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_loc = { "async_wait.c", 35, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (2) }, 1, -2); }


{ static const __accrt_loc __accc_region_loc = { "async_wait.c", 37, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "async_wait.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "async_wait.c", 37, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -1);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v4, 0, 128, 0, __accc_args, 5, -1); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -1);
} else {
# 37 "async_wait.c"

{ static const __accrt_loc __accc_loc = { "async_wait.c", 37, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -1); }
# 37 "async_wait.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 4000; i++)
            c[i] *= 0.5; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
{ static const __accrt_loc __accc_loc = { "async_wait.c", 40, "main", "wait" }; __accrt_wait(&__accc_loc, 0, 0, -2); }
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    static double d[4000];
    for (int i = 0; i < 4000; i++)
        d[i] = 3.0;
{ static const __accrt_loc __accc_loc = { "async_wait.c", 47, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(d), sizeof(d), ACCRT_COPYIN, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, (3)); }

{ static const __accrt_loc __accc_region_loc = { "async_wait.c", 48, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 48 "async_wait.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "async_wait.c", 48, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(d), sizeof(d), ACCRT_PRESENT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, (3));
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(4000) - (long long)(0)) > 0 ? (long)((long long)(4000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v4, 0, 128, 0, __accc_args, 5, (3)); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, (3));
} else {
# 48 "async_wait.c"

{ static const __accrt_loc __accc_loc = { "async_wait.c", 48, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(d), sizeof(d), ACCRT_PRESENT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (3)); }
# 48 "async_wait.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 4000; i++)
        d[i] += 1.0; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
{ static const __accrt_loc __accc_loc = { "async_wait.c", 51, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, (3)); }
    acc_wait(3);
    int done3 = acc_async_test(3) != 0;
    acc_wait_all();
    int all = acc_async_test_all() != 0;

    double s = 0.0, sd = 0.0;
    for (int i = 0; i < 4000; i++) {
        s += c[i];
        sd += d[i];
    }
    printf("c[0]=%.1f c[49]=%.1f sum=%.1f\n", c[0], c[49], s);
    printf("sd=%.1f done3=%d all=%d\n", sd, done3, all);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
