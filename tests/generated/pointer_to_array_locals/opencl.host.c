/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "pointer_to_array_locals.c"
# 1 "pointer_to_array_locals.c"
# 1 "pointer_to_array_locals.c"





# 7 "pointer_to_array_locals.c" 2





# 11 "pointer_to_array_locals.c"
float m[256][4];
float flat[256 * 4];
float out[256];
float out2[256];

int main(void) {
    for (int i = 0; i < 256; i++)
        for (int j = 0; j < 4; j++) {
            m[i][j] = (float)(i % 7 + j);
            flat[i * 4 + j] = (float)(i % 5 * j);
        }


{ static const __accrt_loc __accc_region_loc = { "pointer_to_array_locals.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "pointer_to_array_locals.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "pointer_to_array_locals.c", 23, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(flat), sizeof(flat), ACCRT_COPYIN, 0, "flat", 0, 0, __builtin_object_size((void *)&(flat), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v3 = (long)(0); long __accc_v4 = (long)(1); long __accc_v5 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v6 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(flat), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "flat" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v6, 0, 128, 0, __accc_args, 7, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 23 "pointer_to_array_locals.c"

{ static const __accrt_loc __accc_loc = { "pointer_to_array_locals.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(flat), sizeof(flat), ACCRT_COPYIN, 0, "flat", 0, 0, __builtin_object_size((void *)&(flat), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(flat), 0, ACCRT_ARG_DEVICE_PTR, "flat" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 23 "pointer_to_array_locals.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++) {
        float (*row)[4] = &m[i];
        float mine[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
        float (*own)[4] = mine;
        float (*cast)[4] = (float (*)[4])flat;
        float s = 0;
        for (int j = 0; j < 4; j++)
            s += (*row)[j] + own[i % 2][j] + cast[i][j];
        out[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "pointer_to_array_locals.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "pointer_to_array_locals.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "pointer_to_array_locals.c", 35, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(out2), sizeof(out2), ACCRT_COPYOUT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(256) - (long long)(0)) > 0 ? (long)((long long)(256) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(out2), 0, ACCRT_ARG_DEVICE_PTR, "out2" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 35 "pointer_to_array_locals.c"

{ static const __accrt_loc __accc_loc = { "pointer_to_array_locals.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(out2), sizeof(out2), ACCRT_COPYOUT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(out2), 0, ACCRT_ARG_DEVICE_PTR, "out2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 35 "pointer_to_array_locals.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++) {
        float (*pair[2])[4];
        pair[0] = &m[i];
        pair[1] = &m[(i + 1) % 256];
        out2[i] = (*pair[0])[0] * 2.0f + (*pair[1])[4 - 1];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double t = 0, t2 = 0;
    for (int i = 0; i < 256; i++) {
        t += out[i];
        t2 += out2[i];
    }
    printf("rows: %.1f\npairs: %.1f\n", t, t2);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
