/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "private_array.c"
# 1 "private_array.c"
# 1 "private_array.c"


# 4 "private_array.c" 2





# 8 "private_array.c"
int main(void)
{
    static int in[300], out[300], out2[300];
    int scratch[4];
    for (int i = 0; i < 300; i++)
        in[i] = (i * 7) % 11;


{ static const __accrt_loc __accc_region_loc = { "private_array.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "private_array.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(scratch)
    for (int i = 0; i < 300; i++) {
        for (int k = 0; k < 4; k++)
            scratch[k] = in[(i + k) % 300];
        int s = 0;
        for (int k = 0; k < 4; k++)
            s += scratch[k] * (k + 1);
        out[i] = s;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int win[3];

{ static const __accrt_loc __accc_region_loc = { "private_array.c", 26, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "private_array.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for private(win)
        for (int i = 0; i < 300; i++) {
            win[0] = i > 0 ? in[i - 1] : 0;
            win[1] = in[i];
            win[2] = i < 300 - 1 ? in[i + 1] : 0;
            int mx = win[0];
            if (win[1] > mx) mx = win[1];
            if (win[2] > mx) mx = win[2];
            out2[i] = mx;
        }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s1 = 0, s2 = 0;
    for (int i = 0; i < 300; i++) {
        s1 += out[i];
        s2 += out2[i];
    }
    printf("out[0]=%d out[299]=%d s1=%ld\n", out[0], out[300 - 1], s1);
    printf("out2[5]=%d s2=%ld\n", out2[5], s2);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
