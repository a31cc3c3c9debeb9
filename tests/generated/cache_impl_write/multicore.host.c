/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_impl_write.c"
# 1 "cache_impl_write.c"
# 1 "cache_impl_write.c"




# 6 "cache_impl_write.c" 2




# 9 "cache_impl_write.c"
int main(void)
{
    static float a[300], b[300], c[300 / 2 - 1];
    for (int i = 0; i < 300; i++) {
        a[i] = (float)(i % 11);
        b[i] = 0.0f;
    }

{ static const __accrt_loc __accc_region_loc = { "cache_impl_write.c", 16, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "cache_impl_write.c"

    {

{ static const __accrt_loc __accc_region_loc = { "cache_impl_write.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "cache_impl_write.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 300; i++) {

            {
                a[i] = a[i] * 0.5f + 1.0f;
                a[i] += (float)(i % 3);
                a[i]++;
            }
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_impl_write.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "cache_impl_write.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 300; i++) {
            for (int s = 0; s < 4; s++) {

                {
                    a[i] = a[i] * 0.75f + (float)s;
                }
            }
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_impl_write.c", 36, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 36 "cache_impl_write.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 300 - 2; i >= 1; i--) {

            b[i] = a[i - 1] - 2.0f * a[i] + a[i + 1];
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_impl_write.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "cache_impl_write.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 300 / 2 - 1; i++) {

            c[i] = a[2 * i] + a[2 * i + 1] + a[2 * i + 2];
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double sa = 0.0, sb = 0.0, sc = 0.0;
    for (int i = 0; i < 300; i++) {
        sa += a[i] * (i % 5 + 1);
        sb += b[i] * (i % 7 + 1);
    }
    for (int i = 0; i < 300 / 2 - 1; i++)
        sc += c[i] * (i % 3 + 1);
    printf("write: sa=%.4f sb=%.4f sc=%.4f a[7]=%.4f\n", sa, sb, sc, a[7]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
