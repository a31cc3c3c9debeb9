/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_bc65ed66b536b0c4[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_bc65ed66b536b0c4 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_bc65ed66b536b0c4, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_bc65ed66b536b0c4, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_bc65ed66b536b0c4, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_bc65ed66b536b0c4, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_bc65ed66b536b0c4, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_bc65ed66b536b0c4, 0, 0 };
# 0 "reduction_struct_member.c"
# 1 "reduction_struct_member.c"
# 1 "reduction_struct_member.c"





# 7 "reduction_struct_member.c" 2


# 8 "reduction_struct_member.c"
typedef struct { double sum; int count; long max; } stats;
typedef struct { struct { float lo, hi; } range; int n; } box;

static void largest(stats *p, const int *x, int n)
{
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 13, "largest", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 13 "reduction_struct_member.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 13, "largest", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__((p->max)) __accc_v3 = (-9223372036854775807L-1); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(n) - (long long)(0)) > 0 ? (long)((long long)(n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "x" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)(&((p->max))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p__m_p__max" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a__m_p__max" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 13 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 13, "largest", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(x)[0], (n) * sizeof((x)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "x[0:n]", 0, 0, __builtin_object_size((void *)&(x)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "x" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 13 "reduction_struct_member.c"

{ __typeof__(p->max) __accc_red_p__max = p->max; 
# 13 "reduction_struct_member.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:__accc_red_p__max)
# 14 "reduction_struct_member.c"
    for (int i = 0; i < n; i++)
        if (x[i] > __accc_red_p__max) __accc_red_p__max = x[i]; p->max = __accc_red_p__max; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    int x[200];
    for (int i = 0; i < 200; i++)
        x[i] = (i * 37) % 101;
    stats st = { 0.5, 7, -1 };
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "reduction_struct_member.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 24, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(st), sizeof(st), ACCRT_COPY, ACCRT_IMPLICIT, "st", 0, 0, __builtin_object_size((void *)&(st), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__((st.sum)) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(st)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_st" }, { (const void *)(&((st.sum))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p__m_st_sum" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a__m_st_sum" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 24 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 24, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(st), sizeof(st), ACCRT_COPY, ACCRT_IMPLICIT, "st", 0, 0, __builtin_object_size((void *)&(st), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(st)), 0, ACCRT_ARG_DEVICE_PTR, "st" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 24 "reduction_struct_member.c"

{ __typeof__(st.sum) __accc_red_st_sum = st.sum; 
# 24 "reduction_struct_member.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:__accc_red_st_sum)
# 25 "reduction_struct_member.c"
    for (int i = 0; i < 200; i++)
        __accc_red_st_sum += x[i] * st.count; st.sum = __accc_red_st_sum; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    largest(&st, x, 200);
    stats odd = { 0, 0, 0 };
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 29, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "reduction_struct_member.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 29, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(odd), sizeof(odd), ACCRT_COPY, ACCRT_IMPLICIT, "odd", 0, 0, __builtin_object_size((void *)&(odd), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__((odd.count)) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(odd)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_odd" }, { (const void *)(&((odd.count))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p__m_odd_count" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a__m_odd_count" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 29 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 29, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(odd), sizeof(odd), ACCRT_COPY, ACCRT_IMPLICIT, "odd", 0, 0, __builtin_object_size((void *)&(odd), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(odd)), 0, ACCRT_ARG_DEVICE_PTR, "odd" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 29 "reduction_struct_member.c"

{ __typeof__(odd.count) __accc_red_odd_count = odd.count; 
# 29 "reduction_struct_member.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:__accc_red_odd_count)
    {
        
#pragma omp for
# 32 "reduction_struct_member.c"
        for (int i = 0; i < 200; i++)
            __accc_red_odd_count += x[i] & 1;
    } odd.count = __accc_red_odd_count; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    box b = { { 1000.0f, -1000.0f }, 3 };
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 36, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "reduction_struct_member.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 36, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__((b.range.lo)) __accc_v3 = __builtin_inff(); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(b)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_b" }, { (const void *)(&((b.range.lo))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p__m_b_range_lo" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a__m_b_range_lo" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 36 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 36, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(b)), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 36 "reduction_struct_member.c"

{ __typeof__(b.range.lo) __accc_red_b_range_lo = b.range.lo; 
# 36 "reduction_struct_member.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(min:__accc_red_b_range_lo)
# 37 "reduction_struct_member.c"
    for (int i = 0; i < 200; i++)
        if (x[i] + 0.5f < __accc_red_b_range_lo) __accc_red_b_range_lo = x[i] + 0.5f; b.range.lo = __accc_red_b_range_lo; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 39, "main", "kernels loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "reduction_struct_member.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 39, "main", "kernels loop" };
__accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { __typeof__((b.n)) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(b)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_b" }, { (const void *)(&((b.n))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p__m_b_n" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a__m_b_n" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 39 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 39, "main", "kernels loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_COPY, ACCRT_IMPLICIT, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(b)), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 39 "reduction_struct_member.c"

{ __typeof__(b.n) __accc_red_b_n = b.n; 
# 39 "reduction_struct_member.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:__accc_red_b_n)
# 40 "reduction_struct_member.c"
    for (int i = 0; i < 200; i++)
        __accc_red_b_n += x[i] % 3; b.n = __accc_red_b_n; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    stats later = { 0, 0, 0 };
    
{ static const __accrt_loc __accc_region_loc = { "reduction_struct_member.c", 43, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "reduction_struct_member.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 43, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(later), sizeof(later), ACCRT_COPY, ACCRT_IMPLICIT, "later", 0, 0, __builtin_object_size((void *)&(later), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, (1));
 { __typeof__((later.count)) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(200) - (long long)(0)) > 0 ? (long)((long long)(200) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(&(later)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_later" }, { (const void *)(&((later.count))), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p__m_later_count" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a__m_later_count" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v7, 0, 128, 0, __accc_args, 8, (1)); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, (1));
} else {
# 43 "reduction_struct_member.c"

{ static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 43, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(later), sizeof(later), ACCRT_COPY, ACCRT_IMPLICIT, "later", 0, 0, __builtin_object_size((void *)&(later), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(&(later)), 0, ACCRT_ARG_DEVICE_PTR, "later" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, (1)); }
# 43 "reduction_struct_member.c"

{ __typeof__(later.count) __accc_red_later_count = later.count; 
# 43 "reduction_struct_member.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:__accc_red_later_count)
# 44 "reduction_struct_member.c"
    for (int i = 0; i < 200; i++)
        __accc_red_later_count += x[i] > 50; later.count = __accc_red_later_count; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    { static const __accrt_loc __accc_loc = { "reduction_struct_member.c", 46, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
    printf("%g %d %ld / %d %g %ld / %g %g %d / %d\n", st.sum, st.count, st.max, odd.count,
           odd.sum, odd.max, b.range.lo, b.range.hi, b.n, later.count);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
