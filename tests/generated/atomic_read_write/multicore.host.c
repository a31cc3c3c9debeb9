/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "atomic_read_write.c"
# 1 "atomic_read_write.c"
# 1 "atomic_read_write.c"



# 5 "atomic_read_write.c" 2




# 8 "atomic_read_write.c"
int main(void)
{
    static int a[5000];
    for (int i = 0; i < 5000; i++)
        a[i] = (i * 17) % 4999;

    int found = 0;
    int limit = 4990;
    double dlimit = 2.5;
    static int over[5000];
    static double scaled[5000];


{ static const __accrt_loc __accc_region_loc = { "atomic_read_write.c", 20, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 20 "atomic_read_write.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 5000; i++) {
        int lim;
#pragma omp atomic read
        lim = limit;
        double dl;
#pragma omp atomic read
        dl = dlimit;
        over[i] = a[i] > lim;
        scaled[i] = a[i] * dl;
        if (a[i] == 4998) {
#pragma omp atomic write
            found = 1;
        }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int n = 0;
    double s = 0.0;
    for (int i = 0; i < 5000; i++) {
        n += over[i];
        s += scaled[i];
    }
    printf("found=%d over=%d scaled_sum=%.1f\n", found, n, s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
