/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "histogram.c"
# 1 "histogram.c"
# 1 "histogram.c"

# 3 "histogram.c" 2





# 7 "histogram.c"
int main(void)
{
    static unsigned int data[100000];
    unsigned int x = 12345u;
    for (int i = 0; i < 100000; i++) {
        x = x * 1103515245u + 12345u;
        data[i] = (x >> 16) & 0x7fff;
    }

    int hist[16] = {0};

{ static const __accrt_loc __accc_region_loc = { "histogram.c", 17, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 17 "histogram.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 100000; i++) {
        int b = data[i] % 16;
#pragma omp atomic update
        hist[b]++;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    int ref[16] = {0};
    for (int i = 0; i < 100000; i++)
        ref[data[i] % 16]++;

    int total = 0, ok = 1;
    for (int b = 0; b < 16; b++) {
        printf("bin %2d: %d\n", b, hist[b]);
        total += hist[b];
        if (hist[b] != ref[b])
            ok = 0;
    }
    printf("total=%d %s\n", total, ok ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
