/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_07bfbee1b717867c[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_07bfbee1b717867c == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_07bfbee1b717867c, 0, 0 };
# 0 "fcw_pathfinder.c"
# 1 "fcw_pathfinder.c"
# 1 "fcw_pathfinder.c"
# 9 "fcw_pathfinder.c"
# 10 "fcw_pathfinder.c" 2
# 11 "fcw_pathfinder.c" 2








# 18 "fcw_pathfinder.c"

static int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int main(void)
{
    int *wall = malloc(sizeof(int) * 40 * 100003);
    int *a = calloc(100003 + 2 * 256, sizeof(int));
    int *b = calloc(100003 + 2 * 256, sizeof(int));
    int *want = malloc(sizeof(int) * 100003);
    int *next = malloc(sizeof(int) * 100003);
    for (int i = 0; i < 40 * 100003; i++)
        wall[i] = (int)(((long)i * 7919) % 10);
    for (int c = 0; c < 100003; c++) {
        a[c + 256] = wall[c];
        want[c] = wall[c];
    }
    for (int r = 1; r < 40; r++) {
        for (int c = 0; c < 100003; c++) {
            int l = c > 0 ? want[c - 1] : want[c];
            int x = c < 100003 - 1 ? want[c + 1] : want[c];
            next[c] = min3(l, want[c], x) + wall[r * 100003 + c];
        }
        for (int c = 0; c < 100003; c++)
            want[c] = next[c];
    }

    int *src = a, *dst = b;
    const int written = 256 - 2 * 6;
    const int blocks = (100003 + written - 1) / written;

{ static const __accrt_loc __accc_region_loc = { "fcw_pathfinder.c", 51, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "fcw_pathfinder.c"
{ static const __accrt_loc __accc_loc = { "fcw_pathfinder.c", 51, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(wall)[0], (40*100003) * sizeof((wall)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "wall[0:40*100003]", 0, 0, __builtin_object_size((void *)&(wall)[0], 0) }, { (void *)&(a)[0], (100003 +2*256) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(b)[0], (100003 +2*256) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    for (int top = 0; top < 40 - 1; top += 6) {
        const int steps = 40 - 1 - top < 6 ? 40 - 1 - top : 6;

{ static const __accrt_loc __accc_region_loc = { "fcw_pathfinder.c", 54, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 54 "fcw_pathfinder.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_pathfinder.c", 54, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(wall), 0, ACCRT_PRESENT, 0, "wall", 0, 0, __builtin_object_size((void *)(wall), 0) }, { (void *)&(src)[0], (100003 +2*256) * sizeof((src)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "src[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(src)[0], 0) }, { (void *)&(dst)[0], (100003 +2*256) * sizeof((dst)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "dst[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(dst)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const int __accc_v0 = written; const int __accc_v1 = steps; int __accc_v3 = top; long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(blocks * 256) - (long long)(0)) > 0 ? (long)((long long)(blocks * 256) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(blocks * 256) - (long long)(0)) > 0 ? (long)((long long)(blocks * 256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "written" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "steps" }, { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "src" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "top" }, { (const void *)(wall), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "wall" }, { (const void *)(dst), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "dst" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v9, (int)(((__accc_v9 + 256 - 1) / 256) < 1048576 ? ((__accc_v9 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else { { static const __accrt_loc __accc_loc = { "fcw_pathfinder.c", 54, "main", "parallel loop" }; __accrt_device_only(&__accc_loc); }
# 54 "fcw_pathfinder.c"

{ static const __accrt_loc __accc_loc = { "fcw_pathfinder.c", 54, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(wall), 0, ACCRT_PRESENT, 0, "wall", 0, 0, __builtin_object_size((void *)(wall), 0) }, { (void *)&(src)[0], (100003 +2*256) * sizeof((src)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "src[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(src)[0], 0) }, { (void *)&(dst)[0], (100003 +2*256) * sizeof((dst)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "dst[0:100003 +2*256]", 0, 0, __builtin_object_size((void *)&(dst)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(blocks)), sizeof(blocks), ACCRT_ARG_VALUE, "blocks" }, { (const void *)(&(written)), sizeof(written), ACCRT_ARG_VALUE, "written" }, { (const void *)(&(steps)), sizeof(steps), ACCRT_ARG_VALUE, "steps" }, { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "src" }, { (const void *)(&(top)), sizeof(top), ACCRT_ARG_VALUE, "top" }, { (const void *)(wall), 0, ACCRT_ARG_DEVICE_PTR, "wall" }, { (const void *)(dst), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "dst" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 7, -2); }
# 54 "fcw_pathfinder.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int np = 0; np < blocks * 256; np++) {
            int lane = np % 256;
            int col = np / 256 * written - 6 + lane;
            int p = col + 256;

            {
                for (int s = 0; s < steps; s++) {
                    int ok = lane > s && lane < 256 - 1 - s && col >= 0 && col < 100003;
                    int v = 0;
                    if (ok) {
                        int l = col > 0 ? src[p - 1] : src[p];
                        int x = col < 100003 - 1 ? src[p + 1] : src[p];
                        v = min3(l, src[p], x) + wall[(top + s + 1) * 100003 + col];
                    }
                    if (ok)
                        src[p] = v;
                }
                if (lane >= 6 && lane < 256 - 6 && col >= 0 && col < 100003)
                    dst[p] = src[p];
            }
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        int *t = src;
        src = dst;
        dst = t;
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long bad = 0, sum = 0;
    for (int c = 0; c < 100003; c++) {
        bad += src[c + 256] != want[c];
        sum += src[c + 256];
    }
    printf("fcw pathfinder, %d columns, %d rows, %d rows a launch: %s (%ld mismatches)\n", 100003,
           40, 6, bad ? "FAIL" : "PASS", bad);
    printf("sum %ld first %d last %d\n", sum, src[256], src[100003 - 1 + 256]);
    free(wall);
    free(a);
    free(b);
    free(want);
    free(next);
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
