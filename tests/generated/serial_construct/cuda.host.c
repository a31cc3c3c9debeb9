/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_c70ae5160aca3445[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_c70ae5160aca3445 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_c70ae5160aca3445, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_c70ae5160aca3445, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_c70ae5160aca3445, 0, 0 };
# 0 "serial_construct.c"
# 1 "serial_construct.c"
# 1 "serial_construct.c"


# 4 "serial_construct.c" 2




# 7 "serial_construct.c"
int main(void)
{
    static int a[100], p[100];
    int total = 0;
    for (int i = 0; i < 100; i++)
        a[i] = i % 7;


{ static const __accrt_loc __accc_region_loc = { "serial_construct.c", 14, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "serial_construct.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "serial_construct.c", 14, "main", "serial" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(p), sizeof(p), ACCRT_COPYOUT, 0, "p", 0, 0, __builtin_object_size((void *)&(p), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, 0, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, 1, 1, 1, 0, __accc_args, 3, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 14 "serial_construct.c"

{ static const __accrt_loc __accc_loc = { "serial_construct.c", 14, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(p), sizeof(p), ACCRT_COPYOUT, 0, "p", 0, 0, __builtin_object_size((void *)&(p), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, 0, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 14 "serial_construct.c"
#pragma omp parallel num_threads(1)
    {
        int run = 0;
        for (int i = 0; i < 100; i++) {
            run += a[i];
            p[i] = run;
        }
        total = run;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    static int fib[40];

{ static const __accrt_loc __accc_region_loc = { "serial_construct.c", 25, "main", "serial loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "serial_construct.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "serial_construct.c", 25, "main", "serial loop" };
__accrt_data __accc_data[] = { { (void *)&(fib), sizeof(fib), ACCRT_COPYOUT, 0, "fib", 0, 0, __builtin_object_size((void *)&(fib), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(fib), 0, ACCRT_ARG_DEVICE_PTR, "fib" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, 1, 1, 1, 0, __accc_args, 1, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 25 "serial_construct.c"

{ static const __accrt_loc __accc_loc = { "serial_construct.c", 25, "main", "serial loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(fib), sizeof(fib), ACCRT_COPYOUT, 0, "fib", 0, 0, __builtin_object_size((void *)&(fib), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(fib), 0, ACCRT_ARG_DEVICE_PTR, "fib" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 25 "serial_construct.c"

    for (int i = 0; i < 40; i++)
        fib[i] = i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "serial_construct.c", 29, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "serial_construct.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "serial_construct.c", 29, "main", "serial" };
__accrt_data __accc_data[] = { { (void *)&(fib), sizeof(fib), ACCRT_COPY, 0, "fib", 0, 0, __builtin_object_size((void *)&(fib), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(fib), 0, ACCRT_ARG_DEVICE_PTR, "fib" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, 1, 1, 1, 0, __accc_args, 1, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 29 "serial_construct.c"

{ static const __accrt_loc __accc_loc = { "serial_construct.c", 29, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(fib), sizeof(fib), ACCRT_COPY, 0, "fib", 0, 0, __builtin_object_size((void *)&(fib), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(fib), 0, ACCRT_ARG_DEVICE_PTR, "fib" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 29 "serial_construct.c"
#pragma omp parallel num_threads(1)
    {
        fib[0] = 0;
        fib[1] = 1;

        for (int i = 2; i < 40; i++)
            fib[i] = fib[i - 1] + fib[i - 2];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("p[0]=%d p[10]=%d p[99]=%d total=%d\n", p[0], p[10], p[100 - 1], total);
    printf("fib[39]=%d\n", fib[39]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
