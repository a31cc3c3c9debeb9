/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_48fdc8d66eb19655[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_48fdc8d66eb19655 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_48fdc8d66eb19655, 0, 0 };
# 0 "stencil_pingpong.c"
# 1 "stencil_pingpong.c"
# 1 "stencil_pingpong.c"



# 5 "stencil_pingpong.c" 2
# 6 "stencil_pingpong.c" 2


# 7 "stencil_pingpong.c"
int main(void)
{
    int n = 1000, steps = 100;
    double *u = calloc(n, sizeof(double));
    double *v = calloc(n, sizeof(double));
    u[n / 2] = 1024.0;
    v[n / 2] = 1024.0;

    double *cur = u, *nxt = v;

{ static const __accrt_loc __accc_region_loc = { "stencil_pingpong.c", 16, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "stencil_pingpong.c"
{ static const __accrt_loc __accc_loc = { "stencil_pingpong.c", 16, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(u)[0], (n) * sizeof((u)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "u[0:n]", 0, 0, __builtin_object_size((void *)&(u)[0], 0) }, { (void *)&(v)[0], (n) * sizeof((v)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "v[0:n]", 0, 0, __builtin_object_size((void *)&(v)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
    {
        for (int s = 0; s < steps; s++) {

{ static const __accrt_loc __accc_region_loc = { "stencil_pingpong.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "stencil_pingpong.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "stencil_pingpong.c", 19, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(cur)[0], (n) * sizeof((cur)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "cur[0:n]", 0, 0, __builtin_object_size((void *)&(cur)[0], 0) }, { (void *)&(nxt)[0], (n) * sizeof((nxt)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "nxt[0:n]", 0, 0, __builtin_object_size((void *)&(nxt)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(1); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); long __accc_v5 = (long long)((long)((long long)(n - 1) - (long long)(1)) > 0 ? (long)((long long)(n - 1) - (long long)(1)) : 0); __accrt_arg __accc_args[] = { { (const void *)(cur), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "cur" }, { (const void *)(nxt), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "nxt" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 19 "stencil_pingpong.c"

{ static const __accrt_loc __accc_loc = { "stencil_pingpong.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(cur)[0], (n) * sizeof((cur)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "cur[0:n]", 0, 0, __builtin_object_size((void *)&(cur)[0], 0) }, { (void *)&(nxt)[0], (n) * sizeof((nxt)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "nxt[0:n]", 0, 0, __builtin_object_size((void *)&(nxt)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(cur), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "cur" }, { (const void *)(nxt), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "nxt" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 19 "stencil_pingpong.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
            for (int i = 1; i < n - 1; i++)
                nxt[i] = 0.25 * cur[i - 1] + 0.5 * cur[i] + 0.25 * cur[i + 1]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            double *t = cur;
            cur = nxt;
            nxt = t;
        }
    } __accrt_data_end(&__accc_loc, __accc_data, 2, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double total = 0.0, peak = 0.0;
    int spread = 0;
    for (int i = 0; i < n; i++) {
        total += cur[i];
        if (cur[i] > peak)
            peak = cur[i];
        if (cur[i] > 1e-3)
            spread++;
    }
    printf("total=%.6f peak=%.6f spread=%d\n", total, peak, spread);
    printf("cur is %s\n", cur == u ? "u" : "v");
    free(u);
    free(v);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
