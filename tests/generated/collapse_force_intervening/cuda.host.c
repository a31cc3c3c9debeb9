/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_195d8e52a973212f[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_195d8e52a973212f == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", 0, __accc_program, __accc_cuda_image_195d8e52a973212f, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_195d8e52a973212f, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_195d8e52a973212f, 0, 0 };
static __accrt_kernel __accc_kernel_2_0_strips = { "__accc_kernel_2_0_strips", 0, __accc_program, __accc_cuda_image_195d8e52a973212f, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_195d8e52a973212f, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_195d8e52a973212f, 0, 0 };
static __accrt_kernel __accc_kernel_4_0_strips = { "__accc_kernel_4_0_strips", 0, __accc_program, __accc_cuda_image_195d8e52a973212f, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_195d8e52a973212f, 0, 0 };
# 0 "collapse_force_intervening.c"
# 1 "collapse_force_intervening.c"
# 1 "collapse_force_intervening.c"







# 9 "collapse_force_intervening.c" 2








# 16 "collapse_force_intervening.c"
static double a[13], b[17], c[13][17], d[13];
static int v[13][17][5], w[13][17], u[13];
static double e[13][17], f[13], g[13][17];
static float wide[9][700], edge[9];

int main(void)
{
    for (int i = 0; i < 13; i++)
        a[i] = 0.5 * i + 1.0;
    for (int j = 0; j < 17; j++)
        b[j] = 3.0 - 0.25 * j;



{ static const __accrt_loc __accc_region_loc = { "collapse_force_intervening.c", 29, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "collapse_force_intervening.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 29, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { const long __accc_s_tc0 = ((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0) * (long long)((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v10, (int)__accc_s_blocks, 128, 0, __accc_args, 11, -2); }
 else
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0) * (long long)((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v10, 0, 128, 0, __accc_args, 11, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 29 "collapse_force_intervening.c"

{ static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 29, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPYOUT, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 29 "collapse_force_intervening.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int i = 0; i < 13; i++) { for (int j = 0; j < 17; j++) {
        double s = a[i] * 2.0;
        {
            c[i][j] = s + b[j];
        }
        d[i] = s - 1.0;
     }} if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "collapse_force_intervening.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "collapse_force_intervening.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 39, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYOUT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYOUT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPYOUT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); long __accc_v9 = (long)(0); long __accc_v10 = (long)(1); long __accc_v11 = ((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); long __accc_v12 = (long long)((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0) * (long long)((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0) * (long long)((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR, "u" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_lo2" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_st2" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_tc2" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v12, 0, 128, 0, __accc_args, 13, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 39 "collapse_force_intervening.c"

{ static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 39, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYOUT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(w), sizeof(w), ACCRT_COPYOUT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPYOUT, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR, "u" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 39 "collapse_force_intervening.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(3)
    for (int i = 0; i < 13; i++) { for (int j = 0; j < 17; j++) { for (int k = 0; k < 5; k++) {
        int base = i * 1000;
        {
            int row = base + j * 10;
            
v[i][j][k] = row + k;
            w[i][j] = row;
        }
        u[i] = base / 1000;
     } }} if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



    double t;

{ static const __accrt_loc __accc_region_loc = { "collapse_force_intervening.c", 54, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 54 "collapse_force_intervening.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 54, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(e), sizeof(e), ACCRT_COPYOUT, 0, "e", 0, 0, __builtin_object_size((void *)&(e), 0) }, { (void *)&(f), sizeof(f), ACCRT_COPYOUT, 0, "f", 0, 0, __builtin_object_size((void *)&(f), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 5, -2);
 { const long __accc_s_tc0 = ((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0) * (long long)((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(f), 0, ACCRT_ARG_DEVICE_PTR, "f" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR, "e" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0_strips, __accc_v10, (int)__accc_s_blocks, 128, 0, __accc_args, 11, -2); }
 else
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0); long __accc_v7 = (long)(0); long __accc_v8 = (long)(1); long __accc_v9 = ((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); long __accc_v10 = (long long)((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0) * (long long)((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(f), 0, ACCRT_ARG_DEVICE_PTR, "f" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR, "e" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v10, 0, 128, 0, __accc_args, 11, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 5, -2);
} else {
# 54 "collapse_force_intervening.c"

{ static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 54, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(e), sizeof(e), ACCRT_COPYOUT, 0, "e", 0, 0, __builtin_object_size((void *)&(e), 0) }, { (void *)&(f), sizeof(f), ACCRT_COPYOUT, 0, "f", 0, 0, __builtin_object_size((void *)&(f), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, ACCRT_IMPLICIT, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(t)), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(f), 0, ACCRT_ARG_DEVICE_PTR, "f" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR, "e" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 5, -2); }
# 54 "collapse_force_intervening.c"

    {
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2) private(t)
        for (int i = 0; i < 13; i++) { for (int j = 0; j < 17; j++) {
            t = a[i] + 1.0;
            f[i] = t * t;
            
e[i][j] = t * b[j];
         }}
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ static const __accrt_loc __accc_region_loc = { "collapse_force_intervening.c", 67, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 67 "collapse_force_intervening.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 67, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPYOUT, 0, "g", 0, 0, __builtin_object_size((void *)&(g), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0); long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(13) - (long long)(0)) > 0 ? (long)((long long)(13) - (long long)(0)) : 0) * (long long)((long)((long long)(17) - (long long)(0)) > 0 ? (long)((long long)(17) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "b" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v9, (int)(__accc_v9 < 1048576 ? __accc_v9 : 1048576), 128, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 67 "collapse_force_intervening.c"

{ static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 67, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPYOUT, 0, "g", 0, 0, __builtin_object_size((void *)&(g), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 67 "collapse_force_intervening.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for collapse(2)
        for (int i = 0; i < 13; i++) { for (int j = 0; j < 17; j++) {
            double scale = a[i];
            {
                double sum = 0.0;

                for (int k = 0; k < 5; k++)
                    sum += scale * (k + 1);
                g[i][j] = sum + b[j];
            }
         }}
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "collapse_force_intervening.c", 83, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 83 "collapse_force_intervening.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 83, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(wide), sizeof(wide), ACCRT_COPYOUT, 0, "wide", 0, 0, __builtin_object_size((void *)&(wide), 0) }, { (void *)&(edge), sizeof(edge), ACCRT_COPYOUT, 0, "edge", 0, 0, __builtin_object_size((void *)&(edge), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { const long __accc_s_tc0 = ((long)((long long)(9) - (long long)(0)) > 0 ? (long)((long long)(9) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(700) - (long long)(0)) > 0 ? (long)((long long)(700) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(9) - (long long)(0)) > 0 ? (long)((long long)(9) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(700) - (long long)(0)) > 0 ? (long)((long long)(700) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(9) - (long long)(0)) > 0 ? (long)((long long)(9) - (long long)(0)) : 0) * (long long)((long)((long long)(700) - (long long)(0)) > 0 ? (long)((long long)(700) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(wide), 0, ACCRT_ARG_DEVICE_PTR, "wide" }, { (const void *)(edge), 0, ACCRT_ARG_DEVICE_PTR, "edge" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0_strips, __accc_v8, (int)__accc_s_blocks, 128, 0, __accc_args, 9, -2); }
 else
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(9) - (long long)(0)) > 0 ? (long)((long long)(9) - (long long)(0)) : 0); long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(700) - (long long)(0)) > 0 ? (long)((long long)(700) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(9) - (long long)(0)) > 0 ? (long)((long long)(9) - (long long)(0)) : 0) * (long long)((long)((long long)(700) - (long long)(0)) > 0 ? (long)((long long)(700) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(wide), 0, ACCRT_ARG_DEVICE_PTR, "wide" }, { (const void *)(edge), 0, ACCRT_ARG_DEVICE_PTR, "edge" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 83 "collapse_force_intervening.c"

{ static const __accrt_loc __accc_loc = { "collapse_force_intervening.c", 83, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(wide), sizeof(wide), ACCRT_COPYOUT, 0, "wide", 0, 0, __builtin_object_size((void *)&(wide), 0) }, { (void *)&(edge), sizeof(edge), ACCRT_COPYOUT, 0, "edge", 0, 0, __builtin_object_size((void *)&(edge), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(wide), 0, ACCRT_ARG_DEVICE_PTR, "wide" }, { (const void *)(edge), 0, ACCRT_ARG_DEVICE_PTR, "edge" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 83 "collapse_force_intervening.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int r = 0; r < 9; r++) { for (int x = 0; x < 700; x++) {
        float offset = 0.5f * r;
        
wide[r][x] = offset + x;
        edge[r] = offset;
     }} if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    int bad = 0;
    double sum_c = 0.0, sum_e = 0.0, sum_g = 0.0;
    long sum_v = 0;
    for (int i = 0; i < 13; i++) {
        double s = a[i] * 2.0;
        bad += d[i] != s - 1.0;
        double t2 = a[i] + 1.0;
        bad += f[i] != t2 * t2;
        bad += u[i] != i;
        for (int j = 0; j < 17; j++) {
            bad += c[i][j] != s + b[j];
            bad += e[i][j] != t2 * b[j];
            double want = 0.0;
            for (int k = 0; k < 5; k++)
                want += a[i] * (k + 1);
            bad += g[i][j] != want + b[j];
            bad += w[i][j] != i * 1000 + j * 10;
            for (int k = 0; k < 5; k++) {
                bad += v[i][j][k] != i * 1000 + j * 10 + k;
                sum_v += v[i][j][k];
            }
            sum_c += c[i][j];
            sum_e += e[i][j];
            sum_g += g[i][j];
        }
    }
    double sum_wide = 0.0;
    for (int r = 0; r < 9; r++) {
        bad += edge[r] != 0.5f * r;
        for (int x = 0; x < 700; x++) {
            bad += wide[r][x] != 0.5f * r + x;
            sum_wide += wide[r][x];
        }
    }
    printf("c=%.2f d[12]=%.2f v=%ld w[12][16]=%d u[12]=%d\n", sum_c, d[13 - 1], sum_v,
           w[13 - 1][17 - 1], u[13 - 1]);
    printf("e=%.2f f[3]=%.2f g=%.2f wide=%.1f edge[8]=%.1f\n", sum_e, f[3], sum_g, sum_wide,
           edge[9 - 1]);
    printf("%s (%d wrong)\n", bad == 0 ? "PASS" : "FAIL", bad);
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
