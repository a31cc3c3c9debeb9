/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "vector_reduction_shapes.c"
# 1 "vector_reduction_shapes.c"
# 1 "vector_reduction_shapes.c"
# 9 "vector_reduction_shapes.c"
# 10 "vector_reduction_shapes.c" 2





# 14 "vector_reduction_shapes.c"
static int a[37][1000];

static long long checksum(const long long *v, int n)
{
    long long s = 0;
    for (int i = 0; i < n; i++) s += v[i] * (i % 7 + 1);
    return s;
}

int main(void)
{
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 1000; j++) a[i][j] = (i * 7919 + j * 104729) % 1009 - 500;

    long long sum[37], lmin[37];
    double dsum[37];
    int imax[37];


{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long long s = 1, m = 1000000;
        double d = 0.5;
        int x = -1000000;

        for (int j = 0; j < 1000; j++) {
            s += a[i][j];
            m = a[i][j] * 3LL < m ? a[i][j] * 3LL : m;
            d += a[i][j] * 0.25;
            x = a[i][j] > x ? a[i][j] : x;
        }
        sum[i] = s;
        lmin[i] = m;
        dsum[i] = d;
        imax[i] = x;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double dtotal = 0;
    long long xs = 0;
    for (int i = 0; i < 37; i++) {
        dtotal += dsum[i];
        xs += imax[i] * (i + 1);
    }
    printf("block of 128: %lld %lld %.2f %lld\n", checksum(sum, 37), checksum(lmin, 37), dtotal, xs);


    signed char cmax[37];
    unsigned char umin[37];
    short ssum[37];
    _Bool all[37], any[37];

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 62, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 62 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        signed char c = -128;
        unsigned char u = 255;
        short s = 0;
        _Bool al = 1, an = 0;

        for (int j = 0; j < 1000; j++) {
            signed char v = (signed char)(a[i][j] % 100);
            c = v > c ? v : c;
            unsigned char w = (unsigned char)((a[i][j] + 500) % 251);
            u = w < u ? w : u;
            s += (short)(a[i][j] % 7);
            al = al && a[i][j] > -500 + i;
            an = an || a[i][j] == 499 - i;
        }
        cmax[i] = c;
        umin[i] = u;
        ssum[i] = s;
        all[i] = al;
        any[i] = an;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long long narrow = 0;
    for (int i = 0; i < 37; i++) narrow += (cmax[i] * 3 + umin[i] * 5 + ssum[i] * 7 + all[i] * 11 + any[i] * 13) * (i + 1);
    printf("one warp, narrow types: %lld\n", narrow);


    long long w16[37], w8[37], w64[37], w48[37];

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 90, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 90 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long long t = 0;

        for (int p = 0; p < 10; p++) {
            long long s = 0;
            s = p;

            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j] * (p + 1);
            t += s;
        }
        w16[i] = t;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 103, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 103 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long long t = 0;

        for (int p = 0; p < 10; p++) {
            long long s = 0;
            s = p;

            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j] * (p + 1);
            t += s;
        }
        w8[i] = t;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 116, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 116 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long long t = 0;

        for (int p = 0; p < 10; p++) {
            long long s = 0;
            s = p;

            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j] * (p + 1);
            t += s;
        }
        w64[i] = t;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 129, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 129 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long long t = 0;

        for (int p = 0; p < 10; p++) {
            long long s = 0;
            s = p;

            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j] * (p + 1);
            t += s;
        }
        w48[i] = t;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("workers of 16, 8, 64, 48 lanes: %lld %lld %lld %lld\n", checksum(w16, 37), checksum(w8, 37),
           checksum(w64, 37), checksum(w48, 37));


    long long wmax[37], odd[37];

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 147, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 147 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long long m = -1;

        for (int p = 0; p < 10; p++) {
            long long s = 0;

            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j];
            m = s > m ? s : m;
        }
        wmax[i] = m;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 159, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 159 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long long s = 0;

        for (int j = 0; j < 1000; j++) s += a[i][j] & 1;
        odd[i] = s;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("worker max, block of 40: %lld %lld\n", checksum(wmax, 37), checksum(odd, 37));
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
