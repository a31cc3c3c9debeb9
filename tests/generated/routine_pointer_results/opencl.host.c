/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "routine_pointer_results.c"
# 1 "routine_pointer_results.c"
# 1 "routine_pointer_results.c"




# 6 "routine_pointer_results.c" 2





# 10 "routine_pointer_results.c"

static float *at(float *a, int i) { return a + i; }


static float *larger(float *a, float *b) { return *a >= *b ? a : b; }


static float row_sum(float m[][4], int r) {
    float s = 0;
    for (int j = 0; j < 4; j++)
        s += m[r][j];
    return s;
}


static float *row_of(float (*m)[4], int r) { return m[r]; }

int main(void) {
    float a[256], b[256], m[256][4], out[256];
    for (int i = 0; i < 256; i++) {
        a[i] = (float)(i % 7);
        b[i] = (float)(i % 5);
        for (int j = 0; j < 4; j++)
            m[i][j] = (float)(i + j);
    }

{ static const __accrt_loc __accc_region_loc = { "routine_pointer_results.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "routine_pointer_results.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "routine_pointer_results.c", 35, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 35 "routine_pointer_results.c"

{ static const __accrt_loc __accc_loc = { "routine_pointer_results.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 35 "routine_pointer_results.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++) {
        float local[2][4];
        for (int j = 0; j < 4; j++) {
            local[0][j] = m[i][j] * 0.5f;
            local[1][j] = 1.0f;
        }
        *at(a, i) += 1.0f;
        float *q = at(local[0], 1);
        *q += 10.0f;
        float *big = larger(&local[0][0], &local[0][3]);
        float *r = row_of(m, i);
        out[i] = row_sum(m, i) + row_sum(local, 0) + row_sum(local, 1) + *big + r[2]
                 + *larger(&b[i], &b[(i + 1) % 256]);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double s = 0, t = 0;
    for (int i = 0; i < 256; i++) {
        s += out[i];
        t += a[i];
    }
    printf("out %.2f a %.2f out[5] %.2f\n", s, t, out[5]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
