/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "declare.c"
# 1 "declare.c"
# 1 "declare.c"




# 6 "declare.c" 2




# 9 "declare.c"
float table[128];


int coeffs[4] = {3, 1, 4, 1};



static float lookup(int i)
{
    return table[i % 128];
}

static double use_local(int n)
{
    double w[16];


    for (int k = 0; k < 16; k++)
        w[k] = k * 0.5;

    double s = 0.0;

{ static const __accrt_loc __accc_region_loc = { "declare.c", 30, "use_local", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "declare.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
    for (int i = 0; i < n; i++)
        s += w[i % 16]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    return s;
}

int main(void)
{
    for (int i = 0; i < 128; i++)
        table[i] = (float)(i * 2);


    static float out[1000];

{ static const __accrt_loc __accc_region_loc = { "declare.c", 43, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "declare.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++)
        out[i] = lookup(i) + (float)coeffs[i % 4]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "declare.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "declare.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 128; i++)
        table[i] = -table[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    double s = 0.0;
    for (int i = 0; i < 1000; i++)
        s += out[i];
    printf("out[0]=%.1f out[999]=%.1f sum=%.1f table[5]=%.1f local=%.1f\n",
           out[0], out[999], s, table[5], use_local(100));
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
