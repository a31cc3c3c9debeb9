/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_types.c"
# 1 "reduction_types.c"
# 1 "reduction_types.c"



# 5 "reduction_types.c" 2




# 8 "reduction_types.c"
int main(void)
{
    long lsum = 0;
    long long llmax = -1, llprod = 1;
    unsigned int uwrap = 0u, uxor = 0u, uor = 0u;
    unsigned long umin = ~0ul;
    short smax = -32768;


{ static const __accrt_loc __accc_region_loc = { "reduction_types.c", 16, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "reduction_types.c"

{ static const __accrt_loc __accc_loc = { "reduction_types.c", 16, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(lsum), sizeof(lsum), ACCRT_COPY, ACCRT_IMPLICIT, "lsum", 0, 0, __builtin_object_size((void *)&(lsum), 0) }, { (void *)&(llmax), sizeof(llmax), ACCRT_COPY, ACCRT_IMPLICIT, "llmax", 0, 0, __builtin_object_size((void *)&(llmax), 0) }, { (void *)&(uwrap), sizeof(uwrap), ACCRT_COPY, ACCRT_IMPLICIT, "uwrap", 0, 0, __builtin_object_size((void *)&(uwrap), 0) }, { (void *)&(uxor), sizeof(uxor), ACCRT_COPY, ACCRT_IMPLICIT, "uxor", 0, 0, __builtin_object_size((void *)&(uxor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lsum)), 0, ACCRT_ARG_DEVICE_PTR, "lsum" }, { (const void *)(&(llmax)), 0, ACCRT_ARG_DEVICE_PTR, "llmax" }, { (const void *)(&(uwrap)), 0, ACCRT_ARG_DEVICE_PTR, "uwrap" }, { (const void *)(&(uxor)), 0, ACCRT_ARG_DEVICE_PTR, "uxor" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 16 "reduction_types.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:lsum) reduction(max:llmax) reduction(+:uwrap) reduction(^:uxor)
    for (int i = 0; i < 100000; i++) {
        lsum += (long)i * i;
        long long v = ((long long)i * 7919) % 100003;
        llmax = v > llmax ? v : llmax;
        uwrap += 4000000000u + (unsigned)i;
        uxor ^= (unsigned)i * 2654435761u;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_types.c", 25, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "reduction_types.c"

{ static const __accrt_loc __accc_loc = { "reduction_types.c", 25, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(llprod), sizeof(llprod), ACCRT_COPY, ACCRT_IMPLICIT, "llprod", 0, 0, __builtin_object_size((void *)&(llprod), 0) }, { (void *)&(uor), sizeof(uor), ACCRT_COPY, ACCRT_IMPLICIT, "uor", 0, 0, __builtin_object_size((void *)&(uor), 0) }, { (void *)&(umin), sizeof(umin), ACCRT_COPY, ACCRT_IMPLICIT, "umin", 0, 0, __builtin_object_size((void *)&(umin), 0) }, { (void *)&(smax), sizeof(smax), ACCRT_COPY, ACCRT_IMPLICIT, "smax", 0, 0, __builtin_object_size((void *)&(smax), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(llprod)), 0, ACCRT_ARG_DEVICE_PTR, "llprod" }, { (const void *)(&(uor)), 0, ACCRT_ARG_DEVICE_PTR, "uor" }, { (const void *)(&(umin)), 0, ACCRT_ARG_DEVICE_PTR, "umin" }, { (const void *)(&(smax)), 0, ACCRT_ARG_DEVICE_PTR, "smax" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 4, -2); }
# 25 "reduction_types.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(*:llprod) reduction(|:uor) reduction(min:umin) reduction(max:smax)
    for (int i = 1; i <= 40; i++) {
        llprod *= (i % 10 == 0) ? 1000 : 1;
        uor |= 1u << (i % 32);
        unsigned long w = 1000ul + (unsigned long)((i * 37) % 41);
        umin = w < umin ? w : umin;
        short sv = (short)(i * 100 - 2000);
        smax = sv > smax ? sv : smax;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("lsum=%ld llmax=%lld uwrap=%u uxor=%u\n", lsum, llmax, uwrap, uxor);
    printf("llprod=%lld uor=%#x umin=%lu smax=%d\n", llprod, uor, umin, (int)smax);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
