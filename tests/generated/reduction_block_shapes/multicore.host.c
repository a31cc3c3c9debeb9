/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reduction_block_shapes.c"
# 1 "reduction_block_shapes.c"
# 1 "reduction_block_shapes.c"





# 7 "reduction_block_shapes.c" 2




# 10 "reduction_block_shapes.c"
static long long sum_by(int lanes_hint, const int *a)
{
    long long s = 0;
    switch (lanes_hint) {
    case 32:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 15, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    case 96:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 19, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 19 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    case 1024:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 23, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    case 40:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 27, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    default:

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 31, "sum_by", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
        for (int i = 0; i < 50000; i++) s += a[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        break;
    }
    return s;
}

int main(void)
{
    static int a[50000];
    for (int i = 0; i < 50000; i++) a[i] = (i * 7919) % 1009 - 500;

    const int shapes[] = {32, 96, 1024, 40, 1};
    for (int k = 0; k < 5; k++) printf("sum over blocks of %d: %lld\n", shapes[k], sum_by(shapes[k], a));

    signed char cmax = -128, cmin = 127;
    unsigned char ucmax = 0;
    short smin = 32767;
    _Bool all_small = 1, any_big = 0;
    long long llmin = 0x7fffffffffffffffLL;
    double dsum = 0.0, dmax = -1.0e300;

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 52, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 52 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:cmax) reduction(min:cmin) reduction(max:ucmax) reduction(min:smin) reduction(&&:all_small) reduction(||:any_big) reduction(min:llmin) reduction(+:dsum) reduction(max:dmax)



    for (int i = 0; i < 50000; i++) {
        signed char c = (signed char)(a[i] % 100);
        cmax = c > cmax ? c : cmax;
        cmin = c < cmin ? c : cmin;
        unsigned char u = (unsigned char)(i % 251);
        ucmax = u > ucmax ? u : ucmax;
        short s = (short)(a[i] * 60);
        smin = s < smin ? s : smin;
        all_small = all_small && a[i] < 600;
        any_big = any_big || a[i] == 508;
        long long l = (long long)a[i] * 4000000000LL;
        llmin = l < llmin ? l : llmin;
        dsum += a[i] * 0.25;
        double d = a[i] * 0.5;
        dmax = d > dmax ? d : dmax;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("cmax=%d cmin=%d ucmax=%u smin=%d all_small=%d any_big=%d\n", cmax, cmin, ucmax,
           smin, (int)all_small, (int)any_big);
    printf("llmin=%lld dsum=%.2f dmax=%.1f\n", llmin, dsum, dmax);



    int top = -1;

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 79, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 79 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:top)
    for (int i = 0; i < 50000; i++) {
        int v = i == 50000 - 77 ? 100000 : a[i];
        top = v > top ? v : top;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("top=%d\n", top);



    float fmax_neg = -1.0e30f, fmin_mixed = 1.0e30f, fmin_stays = -5.0f;
    double dmin_pos = 1.0e300, dmax_stays = 3.0, dmax_mixed = -1.0e300;

{ static const __accrt_loc __accc_region_loc = { "reduction_block_shapes.c", 90, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 90 "reduction_block_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(max:fmax_neg) reduction(min:fmin_mixed) reduction(min:fmin_stays) reduction(min:dmin_pos) reduction(max:dmax_stays) reduction(max:dmax_mixed)


    for (int i = 0; i < 50000; i++) {
        float neg = -(float)(i % 1000) - 1.5f;
        fmax_neg = neg > fmax_neg ? neg : fmax_neg;
        float half = a[i] * 0.5f;
        fmin_mixed = half < fmin_mixed ? half : fmin_mixed;
        float pos = (float)(i % 77) + 0.25f;
        fmin_stays = pos < fmin_stays ? pos : fmin_stays;
        double p = a[i] + 1000.25;
        dmin_pos = p < dmin_pos ? p : dmin_pos;
        double n = -(double)(i % 9) - 0.5;
        dmax_stays = n > dmax_stays ? n : dmax_stays;
        double q = a[i] * 0.125;
        dmax_mixed = q > dmax_mixed ? q : dmax_mixed;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("fmax_neg=%.2f fmin_mixed=%.2f fmin_stays=%.2f\n", fmax_neg, fmin_mixed, fmin_stays);
    printf("dmin_pos=%.2f dmax_stays=%.2f dmax_mixed=%.3f\n", dmin_pos, dmax_stays, dmax_mixed);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
