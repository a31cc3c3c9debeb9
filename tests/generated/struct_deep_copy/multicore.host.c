/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "struct_deep_copy.c"
# 1 "struct_deep_copy.c"
# 1 "struct_deep_copy.c"




# 6 "struct_deep_copy.c" 2
# 7 "struct_deep_copy.c" 2


# 8 "struct_deep_copy.c"
typedef struct {
    int n;
    float *data;
} vec;

int main(void)
{
    vec v;
    v.n = 777;
    v.data = malloc(v.n * sizeof(float));
    for (int i = 0; i < v.n; i++)
        v.data[i] = (float)(i % 8);

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "struct_deep_copy.c", 21, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 1, -2); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "struct_deep_copy.c", 22, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(v.data)[0], (v.n) * sizeof((v.data)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "v.data[0:v.n]", 0, 0, __builtin_object_size((void *)&(v.data)[0], 0) }, { (void *)&(v.data), sizeof(v.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "v.data", 0, 0, __builtin_object_size((void *)&(v.data), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 2, -2); }


{ static const __accrt_loc __accc_region_loc = { "struct_deep_copy.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "struct_deep_copy.c"

{ static const __accrt_loc __accc_loc = { "struct_deep_copy.c", 24, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_PRESENT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR, "v.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 24 "struct_deep_copy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < v.n; i++)
        v.data[i] = v.data[i] * 4.0f + 1.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    float sum = 0.0f;

{ static const __accrt_loc __accc_region_loc = { "struct_deep_copy.c", 29, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "struct_deep_copy.c"

{ static const __accrt_loc __accc_loc = { "struct_deep_copy.c", 29, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_PRESENT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR, "v.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 29 "struct_deep_copy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < v.n; i++)
        sum += v.data[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    float through_local = 0.0f;

{ static const __accrt_loc __accc_region_loc = { "struct_deep_copy.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "struct_deep_copy.c"

{ static const __accrt_loc __accc_loc = { "struct_deep_copy.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_PRESENT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(through_local), sizeof(through_local), ACCRT_COPY, ACCRT_IMPLICIT, "through_local", 0, 0, __builtin_object_size((void *)&(through_local), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)(&(through_local)), 0, ACCRT_ARG_DEVICE_PTR, "through_local" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR, "v.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 34 "struct_deep_copy.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:through_local)
    for (int i = 0; i < v.n; i++) {
        const float *d = v.data;
        through_local += d[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "struct_deep_copy.c", 40, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(v.data), sizeof(v.data), ACCRT_DETACH, 0, "v.data", 0, 0, __builtin_object_size((void *)&(v.data), 0) }, { (void *)&(v.data)[0], (v.n) * sizeof((v.data)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "v.data[0:v.n]", 0, 0, __builtin_object_size((void *)&(v.data)[0], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 2, -2); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "struct_deep_copy.c", 41, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_DELETE, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 1, -2); }

    float check = 0.0f;
    for (int i = 0; i < v.n; i++)
        check += v.data[i];
    printf("n=%d data[7]=%.1f sum=%.1f through a local pointer=%.1f check=%.1f\n", v.n,
           v.data[7], sum, through_local, check);
    free(v.data);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
