/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "device_type_absent.c"
# 1 "device_type_absent.c"
# 1 "device_type_absent.c"




# 6 "device_type_absent.c" 2




# 9 "device_type_absent.c"
int main(void)
{
    static int a[100];
    long sum = 0;
__accrt_init(5, -1);
__accrt_set(1, 5, 0, 0, 0, 0);

{ static const __accrt_loc __accc_region_loc = { "device_type_absent.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "device_type_absent.c"

{ static const __accrt_loc __accc_loc = { "device_type_absent.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 15 "device_type_absent.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 100; i++)
        a[i] = i * i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
__accrt_set(1, 5, 1, (0), 0, 0);

{ static const __accrt_loc __accc_region_loc = { "device_type_absent.c", 19, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "device_type_absent.c"

{ static const __accrt_loc __accc_loc = { "device_type_absent.c", 19, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 19 "device_type_absent.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < 100; i++)
        sum += a[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
__accrt_shutdown(5, -1);
    printf("a[7]=%d sum=%ld\n", a[7], sum);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
