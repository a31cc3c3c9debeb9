/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_8a59a2a995bc364e[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_8a59a2a995bc364e == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_8a59a2a995bc364e, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_8a59a2a995bc364e, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_8a59a2a995bc364e, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_8a59a2a995bc364e, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_8a59a2a995bc364e, 0, 0 };
# 0 "self_clause.c"
# 1 "self_clause.c"
# 1 "self_clause.c"





# 7 "self_clause.c" 2
# 8 "self_clause.c" 2



int main(void)
{
    static int a[256], b[256], c[256], d[256], e[256];
    int on_host = 1, off = 0;
    for (int i = 0; i < 256; i++)
        a[i] = i;
{ static const __accrt_loc __accc_loc = { "self_clause.c", 17, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (256) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[0:256]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }
    for (int i = 0; i < 256; i++)
        a[i] = 2 * i;

    int host_runs = 0;

{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 22, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "self_clause.c"

if (__accrt_offload_active() && !(on_host)) { static const __accrt_loc __accc_loc = { "self_clause.c", 22, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b)[0], (256) * sizeof((b)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "b[0:256]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(host_runs), sizeof(host_runs), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER | ACCRT_RESULT, "host_runs", 0, 0, __builtin_object_size((void *)&(host_runs), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { __typeof__(host_runs) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { (const void *)(&(host_runs)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_host_runs" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_host_runs" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 22 "self_clause.c"

{ static const __accrt_loc __accc_loc = { "self_clause.c", 22, "main", "parallel loop" }; int __accc_check_on = __accrt_checking() && !(on_host); if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b)[0], (256) * sizeof((b)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "b[0:256]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(host_runs), sizeof(host_runs), ACCRT_COPY, ACCRT_IMPLICIT, "host_runs", 0, 0, __builtin_object_size((void *)&(host_runs), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" }, { (const void *)(&(host_runs)), 0, ACCRT_ARG_DEVICE_PTR, "host_runs" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 22 "self_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && !(on_host)) num_threads(__accrt_num_threads()) reduction(+:host_runs)
    for (int i = 0; i < 256; i++) {
        b[i] = a[i] + 1;
        host_runs += acc_on_device(acc_device_host) ? 1 : 0;
    } if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 28, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "self_clause.c"

if (0) { static const __accrt_loc __accc_loc = { "self_clause.c", 28, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c)[0], (256) * sizeof((c)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "c[0:256]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "c" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 28 "self_clause.c"

{ static const __accrt_loc __accc_loc = { "self_clause.c", 28, "main", "kernels" }; int __accc_check_on = 0; if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c)[0], (256) * sizeof((c)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "c[0:256]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 28 "self_clause.c"

    
#pragma omp parallel for if(0) num_threads(__accrt_num_threads())
# 29 "self_clause.c"
for (int i = 0; i < 256; i++)
        c[i] = 3 * a[i]; if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); } { static const __accrt_loc __accc_loc = { "self_clause.c", 22, "main", "parallel loop" }; __accrt_deliver(&__accc_loc); }

    long total = 0;

{ int __accc_clause_0 __attribute__((unused)) = !!(on_host > 0); static const __accrt_loc __accc_region_loc = { "self_clause.c", 33, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 33 "self_clause.c"

if (__accrt_offload_active() && !(__accc_clause_0) && (256 > 1)) { static const __accrt_loc __accc_loc = { "self_clause.c", 33, "main", "serial" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, 0, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, 1, 1, 1, 0, __accc_args, 2, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 33 "self_clause.c"

{ static const __accrt_loc __accc_loc = { "self_clause.c", 33, "main", "serial" }; int __accc_check_on = __accrt_checking() && !(__accc_clause_0) && (256 > 1); if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, 0, "total", 0, 0, __builtin_object_size((void *)&(total), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 33 "self_clause.c"
#pragma omp parallel num_threads(1)
    for (int i = 0; i < 256; i++)
        total += a[i]; if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_loc = { "self_clause.c", 38, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (256) * sizeof((a)[0]), ACCRT_UPDATE_DEVICE, 0, "a[0:256]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "self_clause.c"

if (__accrt_offload_active() && !(off)) { static const __accrt_loc __accc_loc = { "self_clause.c", 39, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(d)[0], (256) * sizeof((d)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "d[0:256]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "d" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 39 "self_clause.c"

{ static const __accrt_loc __accc_loc = { "self_clause.c", 39, "main", "parallel loop" }; int __accc_check_on = __accrt_checking() && !(off); if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(d)[0], (256) * sizeof((d)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "d[0:256]", 0, 0, __builtin_object_size((void *)&(d)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "d" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 39 "self_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && !(off)) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        d[i] = a[i] - 1; if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
{ static const __accrt_loc __accc_loc = { "self_clause.c", 42, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (256) * sizeof((a)[0]), ACCRT_DELETE, 0 | ACCRT_SECTION, "a[0:256]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }



{ static const __accrt_loc __accc_region_loc = { "self_clause.c", 45, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 45 "self_clause.c"

if (__accrt_offload_active() && !(on_host)) { static const __accrt_loc __accc_loc = { "self_clause.c", 45, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(e)[0], (256) * sizeof((e)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "e[0:256]", 0, 0, __builtin_object_size((void *)&(e)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "e" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 45 "self_clause.c"

{ static const __accrt_loc __accc_loc = { "self_clause.c", 45, "main", "parallel loop" }; int __accc_check_on = __accrt_checking() && !(on_host); if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(e)[0], (256) * sizeof((e)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "e[0:256]", 0, 0, __builtin_object_size((void *)&(e)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(e), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "e" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 45 "self_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && !(on_host)) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        e[i] = i * i; if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sb = 0, sc = 0, sd = 0, se = 0;
    for (int i = 0; i < 256; i++) {
        sb += b[i];
        sc += c[i];
        sd += d[i];
        se += e[i];
    }
    printf("b=%ld c=%ld total=%ld d=%ld e=%ld\n", sb, sc, total, sd, se);
    printf("iterations on the host: %d of %d\n", host_runs, 256);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
