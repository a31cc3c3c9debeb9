/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_ca372da3aea18d19[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_ca372da3aea18d19 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_ca372da3aea18d19, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_ca372da3aea18d19, 0, 0 };
# 0 "address_spaces.c"
# 1 "address_spaces.c"
# 1 "address_spaces.c"






# 8 "address_spaces.c" 2





# 12 "address_spaces.c"
typedef struct {
    float v[4];
    int tag;
} cell;


static float sum(const float *x, int n)
{
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += x[k];
    return s;
}


static float weighted(const float *x, const float *w, int n)
{
    static const float scale[2] = {1.0f, 0.5f};
    return sum(x, n) * scale[0] + sum(w, n) * scale[1];
}


static int length(const char *s)
{
    int n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

int main(void)
{
    static float a[256], b[256], out[256], rows[256];
    static cell cells[256];
    static float grid[256][8];
    for (int i = 0; i < 256; i++) {
        a[i] = (float)(i % 13);
        b[i] = (float)(i % 5);
        for (int k = 0; k < 4; k++)
            cells[i].v[k] = (float)(i + k);
        cells[i].tag = i % 3;
        for (int j = 0; j < 8; j++)
            grid[i][j] = (float)(i * j % 7);
    }


{ static const __accrt_loc __accc_region_loc = { "address_spaces.c", 57, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 57 "address_spaces.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "address_spaces.c", 57, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(cells), sizeof(cells), ACCRT_COPYIN, 0, "cells", 0, 0, __builtin_object_size((void *)&(cells), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(cells), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "cells" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 57 "address_spaces.c"

{ static const __accrt_loc __accc_loc = { "address_spaces.c", 57, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(cells), sizeof(cells), ACCRT_COPYIN, 0, "cells", 0, 0, __builtin_object_size((void *)&(cells), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(cells), 0, ACCRT_ARG_DEVICE_PTR, "cells" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 57 "address_spaces.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++) {
        static const int bonus[3] = {0, 10, 20};
        const char *name = "accc";
        const char *words[3] = {"one", "three", "eleven"};
        const float *ends[2] = {&a[0], &a[256 - 1]};
        float local[4] = {1.0f, 2.0f, 3.0f, (float)i};
        const float *p = &a[i];
        float *q = local;
        const float *w = cells[i].v;
        const float *r = (i % 2) ? &a[i] : &b[i];
        const float *end = (const float *)(a + 256);
        if (i + 4 <= 256)
            p = end - 4;
        q[0] += p[0];
        out[i] = weighted(q, w, 4) + weighted(w, w, 4) + sum(r, 1) + (float)bonus[cells[i].tag] +
                 (float)length(name) + (float)length("x") + (float)length(words[i % 3]) +
                 ends[i % 2][0];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    float shared_row[8];

{ static const __accrt_loc __accc_region_loc = { "address_spaces.c", 79, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 79 "address_spaces.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "address_spaces.c", 79, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPY, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(rows), sizeof(rows), ACCRT_COPYOUT, 0, "rows", 0, 0, __builtin_object_size((void *)&(rows), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR, "rows" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 32, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 79 "address_spaces.c"

{ static const __accrt_loc __accc_loc = { "address_spaces.c", 79, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(grid), sizeof(grid), ACCRT_COPY, 0, "grid", 0, 0, __builtin_object_size((void *)&(grid), 0) }, { (void *)&(rows), sizeof(rows), ACCRT_COPYOUT, 0, "rows", 0, 0, __builtin_object_size((void *)&(rows), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(grid), 0, ACCRT_ARG_DEVICE_PTR, "grid" }, { (const void *)(rows), 0, ACCRT_ARG_DEVICE_PTR, "rows" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 79 "address_spaces.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(shared_row)
    for (int i = 0; i < 256; i++) {

        for (int j = 0; j < 8; j++)
            shared_row[j] = grid[i][j] * 2.0f;
        float *s = shared_row;

        for (int j = 0; j < 8; j++)
            grid[i][j] = s[j] + sum(shared_row, 4);
        rows[i] = s[1] + grid[i][0];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double total = 0.0, rtotal = 0.0;
    for (int i = 0; i < 256; i++) {
        total += out[i];
        rtotal += rows[i] + grid[i][8 - 1];
    }
    printf("out: %.1f  out[0]=%.2f out[255]=%.2f\n", total, out[0], out[256 - 1]);
    printf("rows: %.1f  rows[3]=%.1f\n", rtotal, rows[3]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
