/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_struct_member.c"
# 1 "reduction_struct_member.c"
# 1 "reduction_struct_member.c"




# 6 "reduction_struct_member.c" 2


# 7 "reduction_struct_member.c"
typedef struct { double sum; int count; long max; } stats;

static void largest(stats *p, const int *x, int n)
{
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 11, "largest", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 11 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 11, "largest", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 11 "reduction_struct_member.c"

{ __typeof__(p->max) __accc_red_p__max = p->max; 
# 11 "reduction_struct_member.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:__accc_red_p__max)
# 12 "reduction_struct_member.c"
    for (int i = 0; i < n; i++)
        if (x[i] > __accc_red_p__max) __accc_red_p__max = x[i]; p->max = __accc_red_p__max; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    int x[200];
    for (int i = 0; i < 200; i++)
        x[i] = (i * 37) % 101;
    stats st = { 0.5, 7, -1 };
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 22, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 22, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(st), sizeof(st), ACCRT_COPY, ACCRT_IMPLICIT, "st", 0, 0, __builtin_object_size((void *)&(st), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(st)), 0, ACCRT_ARG_DEVICE_PTR, "st" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 22 "reduction_struct_member.c"

{ __typeof__(st.sum) __accc_red_st_sum = st.sum; 
# 22 "reduction_struct_member.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:__accc_red_st_sum)
# 23 "reduction_struct_member.c"
    for (int i = 0; i < 200; i++)
        __accc_red_st_sum += x[i]; st.sum = __accc_red_st_sum; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    largest(&st, x, 200);
    stats odd = { 0, 0, 0 };
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 27, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 27, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(odd), sizeof(odd), ACCRT_COPY, ACCRT_IMPLICIT, "odd", 0, 0, __builtin_object_size((void *)&(odd), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(odd)), 0, ACCRT_ARG_DEVICE_PTR, "odd" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 27 "reduction_struct_member.c"

{ __typeof__(odd.count) __accc_red_odd_count = odd.count; 
# 27 "reduction_struct_member.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:__accc_red_odd_count)
    {
        
#pragma omp for
# 30 "reduction_struct_member.c"
        for (int i = 0; i < 200; i++)
            __accc_red_odd_count += x[i] & 1;
    } odd.count = __accc_red_odd_count; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%g %d %ld / %d %g %ld\n", st.sum, st.count, st.max, odd.count, odd.sum, odd.max);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
