/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_dc4113d7449056a8[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_dc4113d7449056a8 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_dc4113d7449056a8, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_dc4113d7449056a8, 0, 0 };
# 0 "if_clause.c"
# 1 "if_clause.c"
# 1 "if_clause.c"






# 8 "if_clause.c" 2


# 9 "if_clause.c"
static void run(int n, int use_device, long *out)
{
    int a[1000];
    for (int i = 0; i < n; i++)
        a[i] = i;
    int on_device = use_device && n > 10;

{ static const __accrt_loc __accc_region_loc = { "if_clause.c", 15, "run", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "if_clause.c"
{ static const __accrt_loc __accc_loc = { "if_clause.c", 15, "run", "data" }; int __accc_data_on = (on_device); __accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; if (__accc_data_on) __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "if_clause.c", 17, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "if_clause.c"

if (__accrt_offload_active() && (on_device)) { static const __accrt_loc __accc_loc = { "if_clause.c", 17, "run", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 17 "if_clause.c"

{ static const __accrt_loc __accc_loc = { "if_clause.c", 17, "run", "parallel loop" }; int __accc_check_on = __accrt_checking() && (on_device); if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 17 "if_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && (on_device)) num_threads(__accrt_num_threads())
        for (int i = 0; i < n; i++)
            a[i] = a[i] * a[i]; if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (on_device) { static const __accrt_loc __accc_loc = { "if_clause.c", 20, "run", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[0], (n) * sizeof((a)[0]), ACCRT_UPDATE_SELF, 0, "a[0:n]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    } if (__accc_data_on) __accrt_data_end(&__accc_loc, __accc_data, 1, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    *out = s;
}

int main(void)
{
    long r1, r2, r3;
    run(1000, 1, &r1);
    run(1000, 0, &r2);
    run(5, 1, &r3);

    int v[50];
    for (int i = 0; i < 50; i++)
        v[i] = 1;
    int on = 0;
if (on) { static const __accrt_loc __accc_loc = { "if_clause.c", 39, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "if_clause.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "if_clause.c"

if (__accrt_offload_active() && (on)) { static const __accrt_loc __accc_loc = { "if_clause.c", 40, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(50) - (long long)(0)) > 0 ? (long)((long long)(50) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(50) - (long long)(0)) > 0 ? (long)((long long)(50) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 40 "if_clause.c"

{ static const __accrt_loc __accc_loc = { "if_clause.c", 40, "main", "parallel loop" }; int __accc_check_on = __accrt_checking() && (on); if (__accc_check_on) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR, "v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 40 "if_clause.c"
#pragma omp parallel for if(__accrt_multicore_active() && (on)) num_threads(__accrt_num_threads())
    for (int i = 0; i < 50; i++)
        v[i] += i; if (__accc_check_on) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (on) { static const __accrt_loc __accc_loc = { "if_clause.c", 43, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_DELETE, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }
    int sv = 0;
    for (int i = 0; i < 50; i++)
        sv += v[i];

    printf("r1=%ld r2=%ld r3=%ld sv=%d\n", r1, r2, r3, sv);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
