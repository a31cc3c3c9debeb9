/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "struct_member_bounds.c"
# 1 "struct_member_bounds.c"
# 1 "struct_member_bounds.c"





# 7 "struct_member_bounds.c" 2




# 10 "struct_member_bounds.c"
typedef struct {
    int n;
    int step;
    long sum;
    float scale;
    float *data;
} Work;

int main(void)
{
    float buf[100];
    for (int i = 0; i < 100; i++)
        buf[i] = (float)i;
    Work v = {100, 3, 0, 1.0f, buf};


{ static const __accrt_loc __accc_region_loc = { "struct_member_bounds.c", 25, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "struct_member_bounds.c"

{ static const __accrt_loc __accc_loc = { "struct_member_bounds.c", 25, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(buf), sizeof(buf), ACCRT_COPYIN, 0, "buf", 0, 0, __builtin_object_size((void *)&(buf), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(buf), 0, ACCRT_ARG_DEVICE_PTR, "buf" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 25 "struct_member_bounds.c"

{ __typeof__(v.sum) __accc_red_v_sum = v.sum; 
# 25 "struct_member_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:__accc_red_v_sum)
    for (int i = 0; i < v.n; i++)
        __accc_red_v_sum += (long)buf[i]; v.sum = __accc_red_v_sum; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("sum over v.n: %ld\n", v.sum);


{ static const __accrt_loc __accc_region_loc = { "struct_member_bounds.c", 30, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "struct_member_bounds.c"

{ static const __accrt_loc __accc_loc = { "struct_member_bounds.c", 30, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPY, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(buf), sizeof(buf), ACCRT_COPY, 0, "buf", 0, 0, __builtin_object_size((void *)&(buf), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(buf), 0, ACCRT_ARG_DEVICE_PTR, "buf" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 30 "struct_member_bounds.c"

    {
        v.scale = 2.0f;
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 33 "struct_member_bounds.c"
for (int i = 0; i < v.n; i++)
            buf[i] = buf[i] * v.scale;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    float t = 0.0f;
    for (int i = 0; i < 100; i++)
        t += buf[i];
    printf("kernels scaled by %.1f: %.1f\n", v.scale, t);


{ static const __accrt_loc __accc_region_loc = { "struct_member_bounds.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "struct_member_bounds.c"

{ static const __accrt_loc __accc_loc = { "struct_member_bounds.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(buf), sizeof(buf), ACCRT_COPY, 0, "buf", 0, 0, __builtin_object_size((void *)&(buf), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR, "v.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 41 "struct_member_bounds.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (long long __accc_n0 = 0; __accc_n0 < (long long)((((long long)(v.n) - (long long)(0)) + (v.step) - 1) / (v.step)); __accc_n0++)
        { int i = 0; i += (v.step) * __accc_n0; v.data[i] = -1.0f; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    int marked = 0;
    for (int i = 0; i < 100; i++)
        marked += buf[i] < 0.0f;
    printf("marked every v.step: %d\n", marked);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
