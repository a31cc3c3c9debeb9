/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_loop_in_parallel.c"
# 1 "reduction_loop_in_parallel.c"
# 1 "reduction_loop_in_parallel.c"




# 6 "reduction_loop_in_parallel.c" 2




# 9 "reduction_loop_in_parallel.c"
int main(void)
{
    static int ia[3000];
    static float fa[3000];
    static double da[3000];
    for (int i = 0; i < 3000; i++) {
        ia[i] = (i * 31) % 97 - 48;
        fa[i] = (float)(i % 17) - 8.0f;
        da[i] = (double)(i % 23) * 0.5;
    }

    int isum = 0, iprod = 1, imax = -999, imin = 999, iand = ~0, ior = 0, ixor = 0, iland = 1, ilor = 0;
    float fsum = 0.0f, fprod = 1.0f, fmx = -1e30f, fmn = 1e30f, fland = 1.0f, flor = 0.0f;
    double dsum = 0.0, dprod = 1.0, dmx = -1e300, dmn = 1e300, dland = 1.0, dlor = 0.0;


{ static const __accrt_loc __accc_region_loc = { "reduction_loop_in_parallel.c", 24, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "reduction_loop_in_parallel.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for reduction(+:isum)
        for (int i = 0; i < 3000; i++) isum += ia[i];
#pragma omp for reduction(*:iprod)
        for (int i = 0; i < 20; i++) iprod *= (i % 4 == 1) ? -2 : 1;
#pragma omp for reduction(max:imax)
        for (int i = 0; i < 3000; i++) imax = ia[i] > imax ? ia[i] : imax;
#pragma omp for reduction(min:imin)
        for (int i = 0; i < 3000; i++) imin = ia[i] < imin ? ia[i] : imin;
#pragma omp for reduction(&:iand)
        for (int i = 0; i < 3000; i++) iand &= ia[i] | 0x7ffffff0;
#pragma omp for reduction(|:ior)
        for (int i = 0; i < 3000; i++) ior |= ia[i] & 0xff;
#pragma omp for reduction(^:ixor)
        for (int i = 0; i < 3000; i++) ixor ^= ia[i] + 1000;
#pragma omp for reduction(&&:iland)
        for (int i = 0; i < 3000; i++) iland = iland && (ia[i] > -49);
#pragma omp for reduction(||:ilor)
        for (int i = 0; i < 3000; i++) ilor = ilor || (ia[i] == 0);
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_loop_in_parallel.c", 46, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 46 "reduction_loop_in_parallel.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for reduction(+:fsum)
        for (int i = 0; i < 3000; i++) fsum += fa[i];
#pragma omp for reduction(*:fprod)
        for (int i = 0; i < 40; i++) fprod *= (i % 8 == 0) ? 4.0f : 1.0f;
#pragma omp for reduction(max:fmx)
        for (int i = 0; i < 3000; i++) fmx = fa[i] > fmx ? fa[i] : fmx;
#pragma omp for reduction(min:fmn)
        for (int i = 0; i < 3000; i++) fmn = fa[i] < fmn ? fa[i] : fmn;
#pragma omp for reduction(&&:fland)
        for (int i = 0; i < 3000; i++) fland = fland && fa[i];
#pragma omp for reduction(||:flor)
        for (int i = 0; i < 3000; i++) flor = flor || (fa[i] > 7.5f);
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_loop_in_parallel.c", 62, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 62 "reduction_loop_in_parallel.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for reduction(+:dsum)
        for (int i = 0; i < 3000; i++) dsum += da[i];
#pragma omp for reduction(*:dprod)
        for (int i = 0; i < 30; i++) dprod *= (i % 3 == 0) ? 0.5 : 1.0;
#pragma omp for reduction(max:dmx)
        for (int i = 0; i < 3000; i++) dmx = da[i] > dmx ? da[i] : dmx;
#pragma omp for reduction(min:dmn)
        for (int i = 0; i < 3000; i++) dmn = da[i] < dmn ? da[i] : dmn;
#pragma omp for reduction(&&:dland)
        for (int i = 0; i < 3000; i++) dland = dland && (da[i] < 11.5);
#pragma omp for reduction(||:dlor)
        for (int i = 0; i < 3000; i++) dlor = dlor || (da[i] == 11.0);
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("int:    + %d  * %d  max %d  min %d  & %#x  | %#x  ^ %d  && %d  || %d\n",
           isum, iprod, imax, imin, (unsigned)iand, (unsigned)ior, ixor, iland, ilor);
    printf("float:  + %.1f  * %.1f  max %.1f  min %.1f  && %.0f  || %.0f\n",
           fsum, fprod, fmx, fmn, fland, flor);
    printf("double: + %.1f  * %.6e  max %.1f  min %.1f  && %.0f  || %.0f\n",
           dsum, dprod, dmx, dmn, dland, dlor);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
