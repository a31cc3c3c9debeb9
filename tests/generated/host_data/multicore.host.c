/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "host_data.c"
# 1 "host_data.c"
# 1 "host_data.c"




# 6 "host_data.c" 2
# 7 "host_data.c" 2



static void scale_on_device(float *restrict p, int n, float f)
{

{ static const __accrt_loc __accc_region_loc = { "host_data.c", 12, "scale_on_device", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 12 "host_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        p[i] *= f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    static float x[500];
    for (int i = 0; i < 500; i++)
        x[i] = (float)i;

    int same = 0;

{ static const __accrt_loc __accc_region_loc = { "host_data.c", 24, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "host_data.c"

    {
        void *dev = acc_deviceptr(x);

        {
            scale_on_device(x, 500, 2.0f);
            same = ((void *)x == dev);
        }

{ static const __accrt_loc __accc_region_loc = { "host_data.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "host_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 500; i++)
            x[i] += 1.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0.0;
    for (int i = 0; i < 500; i++)
        s += x[i];
    printf("x[0]=%.1f x[499]=%.1f sum=%.1f same=%d\n", x[0], x[500 - 1], s, same);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
