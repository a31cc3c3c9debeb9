/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_95ae2666a087d74a[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_95ae2666a087d74a == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_95ae2666a087d74a, 0, 0 };
# 0 "indented_directives.c"
# 1 "indented_directives.c"
# 1 "indented_directives.c"



# 5 "indented_directives.c" 2


# 6 "indented_directives.c"

static void tally(int *count, int v) {
 if (v % 3 == 0) {
  
#pragma omp atomic update
# 10 "indented_directives.c"
  *count += 1;
 }
}

int main(void) {
    enum { N = 300 };
    int a[N], total = 0, threes = 0, last = -1, captured[N];
    
{ static const __accrt_loc __accc_region_loc = { "indented_directives.c", 17, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "indented_directives.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "indented_directives.c", 17, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(captured), sizeof(captured), ACCRT_COPYOUT, 0, "captured", 0, 0, __builtin_object_size((void *)&(captured), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, 0, "total", 0, 0, __builtin_object_size((void *)&(total), 0) }, { (void *)&(threes), sizeof(threes), ACCRT_COPY, 0, "threes", 0, 0, __builtin_object_size((void *)&(threes), 0) }, { (void *)&(last), sizeof(last), ACCRT_COPY, 0, "last", 0, 0, __builtin_object_size((void *)&(last), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 5, -2);
 { long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(N) - (long long)(0)) > 0 ? (long)((long long)(N) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(N) - (long long)(0)) > 0 ? (long)((long long)(N) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_total" }, { (const void *)(&(threes)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_threes" }, { (const void *)(&(last)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_last" }, { (const void *)(captured), 0, ACCRT_ARG_DEVICE_PTR, "captured" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 5, -2);
} else {
# 17 "indented_directives.c"

{ static const __accrt_loc __accc_loc = { "indented_directives.c", 17, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(captured), sizeof(captured), ACCRT_COPYOUT, 0, "captured", 0, 0, __builtin_object_size((void *)&(captured), 0) }, { (void *)&(total), sizeof(total), ACCRT_COPY, 0, "total", 0, 0, __builtin_object_size((void *)&(total), 0) }, { (void *)&(threes), sizeof(threes), ACCRT_COPY, 0, "threes", 0, 0, __builtin_object_size((void *)&(threes), 0) }, { (void *)&(last), sizeof(last), ACCRT_COPY, 0, "last", 0, 0, __builtin_object_size((void *)&(last), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(total)), 0, ACCRT_ARG_DEVICE_PTR, "total" }, { (const void *)(&(threes)), 0, ACCRT_ARG_DEVICE_PTR, "threes" }, { (const void *)(&(last)), 0, ACCRT_ARG_DEVICE_PTR, "last" }, { (const void *)(captured), 0, ACCRT_ARG_DEVICE_PTR, "captured" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 5, -2); }
# 17 "indented_directives.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
        
#pragma omp for
# 20 "indented_directives.c"
        for (int i = 0; i < N; i++) {
            a[i] = 2 * i;
            
#pragma omp atomic update
# 23 "indented_directives.c"
            total += i;
            tally(&threes, i);
            int mine;
            
#pragma omp atomic capture
# 27 "indented_directives.c"
            mine = last++;
            captured[i] = mine;
            
#pragma omp atomic write
# 30 "indented_directives.c"
            a[0] = 0;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    int seen[N + 1] = {0}, distinct = 0;
    for (int i = 0; i < N; i++)
        if (captured[i] >= -1 && captured[i] < N - 1 && !seen[captured[i] + 1]++)
            distinct++;
    long sum = 0;
    for (int i = 0; i < N; i++)
        sum += a[i];
    printf("total %d threes %d last %d distinct captures %d sum %ld\n", total, threes, last, distinct, sum);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
