/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "async_queues.c"
# 1 "async_queues.c"
# 1 "async_queues.c"



# 5 "async_queues.c" 2
# 6 "async_queues.c" 2



int main(void)
{
    acc_init(acc_device_default);
    static float a[2000], b[2000], c[2000];
    for (int i = 0; i < 2000; i++) {
        a[i] = (float)(i % 10);
        b[i] = (float)(i % 3);
        c[i] = 0.0f;
    }







{ static const __accrt_loc __accc_region_loc = { "async_queues.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "async_queues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 2000; i++)
        a[i] = a[i] * 2.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "async_queues.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "async_queues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 2000; i++)
        b[i] = b[i] + 1.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }





{ static const __accrt_loc __accc_region_loc = { "async_queues.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "async_queues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 2000; i++)
        c[i] = a[i] + b[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }





{ static const __accrt_loc __accc_region_loc = { "async_queues.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "async_queues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 2000; i++)
        c[i] = c[i] * 0.5f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    double s = 0.0;
    for (int i = 0; i < 2000; i++)
        s += c[i];
    printf("c[0]=%.1f c[7]=%.1f sum=%.1f\n", c[0], c[7], s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
