/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_5be73762cdaaa335[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_5be73762cdaaa335 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_5be73762cdaaa335, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", 0, __accc_program, __accc_cuda_image_5be73762cdaaa335, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", 0, __accc_program, __accc_cuda_image_5be73762cdaaa335, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", 0, __accc_program, __accc_cuda_image_5be73762cdaaa335, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", 0, __accc_program, __accc_cuda_image_5be73762cdaaa335, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", 0, __accc_program, __accc_cuda_image_5be73762cdaaa335, 0, 0 };
static __accrt_kernel __accc_kernel_6_0 = { "__accc_kernel_6_0", 0, __accc_program, __accc_cuda_image_5be73762cdaaa335, 0, 0 };
static __accrt_kernel __accc_kernel_7_0 = { "__accc_kernel_7_0", 0, __accc_program, __accc_cuda_image_5be73762cdaaa335, 0, 0 };
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

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 32, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPYOUT, 0, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) }, { (void *)&(lmin), sizeof(lmin), ACCRT_COPYOUT, 0, "lmin", 0, 0, __builtin_object_size((void *)&(lmin), 0) }, { (void *)&(dsum), sizeof(dsum), ACCRT_COPYOUT, 0, "dsum", 0, 0, __builtin_object_size((void *)&(dsum), 0) }, { (void *)&(imax), sizeof(imax), ACCRT_COPYOUT, 0, "imax", 0, 0, __builtin_object_size((void *)&(imax), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 5, -2);
 { long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(sum), 0, ACCRT_ARG_DEVICE_PTR, "sum" }, { (const void *)(lmin), 0, ACCRT_ARG_DEVICE_PTR, "lmin" }, { (const void *)(dsum), 0, ACCRT_ARG_DEVICE_PTR, "dsum" }, { (const void *)(imax), 0, ACCRT_ARG_DEVICE_PTR, "imax" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, (int)(__accc_v8 < 1048576 ? __accc_v8 : 1048576), 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 5, -2);
} else {
# 32 "vector_reduction_shapes.c"

{ static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPYOUT, 0, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) }, { (void *)&(lmin), sizeof(lmin), ACCRT_COPYOUT, 0, "lmin", 0, 0, __builtin_object_size((void *)&(lmin), 0) }, { (void *)&(dsum), sizeof(dsum), ACCRT_COPYOUT, 0, "dsum", 0, 0, __builtin_object_size((void *)&(dsum), 0) }, { (void *)&(imax), sizeof(imax), ACCRT_COPYOUT, 0, "imax", 0, 0, __builtin_object_size((void *)&(imax), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(sum), 0, ACCRT_ARG_DEVICE_PTR, "sum" }, { (const void *)(lmin), 0, ACCRT_ARG_DEVICE_PTR, "lmin" }, { (const void *)(dsum), 0, ACCRT_ARG_DEVICE_PTR, "dsum" }, { (const void *)(imax), 0, ACCRT_ARG_DEVICE_PTR, "imax" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 5, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 62, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(cmax), sizeof(cmax), ACCRT_COPYOUT, 0, "cmax", 0, 0, __builtin_object_size((void *)&(cmax), 0) }, { (void *)&(umin), sizeof(umin), ACCRT_COPYOUT, 0, "umin", 0, 0, __builtin_object_size((void *)&(umin), 0) }, { (void *)&(ssum), sizeof(ssum), ACCRT_COPYOUT, 0, "ssum", 0, 0, __builtin_object_size((void *)&(ssum), 0) }, { (void *)&(all), sizeof(all), ACCRT_COPYOUT, 0, "all", 0, 0, __builtin_object_size((void *)&(all), 0) }, { (void *)&(any), sizeof(any), ACCRT_COPYOUT, 0, "any", 0, 0, __builtin_object_size((void *)&(any), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 6, -2);
 { long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(cmax), 0, ACCRT_ARG_DEVICE_PTR, "cmax" }, { (const void *)(umin), 0, ACCRT_ARG_DEVICE_PTR, "umin" }, { (const void *)(ssum), 0, ACCRT_ARG_DEVICE_PTR, "ssum" }, { (const void *)(all), 0, ACCRT_ARG_DEVICE_PTR, "all" }, { (const void *)(any), 0, ACCRT_ARG_DEVICE_PTR, "any" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v9, (int)(((__accc_v9 + 4 - 1) / 4) < 1048576 ? ((__accc_v9 + 4 - 1) / 4) : 1048576), 128, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 6, -2);
} else {
# 62 "vector_reduction_shapes.c"

{ static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 62, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(cmax), sizeof(cmax), ACCRT_COPYOUT, 0, "cmax", 0, 0, __builtin_object_size((void *)&(cmax), 0) }, { (void *)&(umin), sizeof(umin), ACCRT_COPYOUT, 0, "umin", 0, 0, __builtin_object_size((void *)&(umin), 0) }, { (void *)&(ssum), sizeof(ssum), ACCRT_COPYOUT, 0, "ssum", 0, 0, __builtin_object_size((void *)&(ssum), 0) }, { (void *)&(all), sizeof(all), ACCRT_COPYOUT, 0, "all", 0, 0, __builtin_object_size((void *)&(all), 0) }, { (void *)&(any), sizeof(any), ACCRT_COPYOUT, 0, "any", 0, 0, __builtin_object_size((void *)&(any), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(cmax), 0, ACCRT_ARG_DEVICE_PTR, "cmax" }, { (const void *)(umin), 0, ACCRT_ARG_DEVICE_PTR, "umin" }, { (const void *)(ssum), 0, ACCRT_ARG_DEVICE_PTR, "ssum" }, { (const void *)(all), 0, ACCRT_ARG_DEVICE_PTR, "all" }, { (const void *)(any), 0, ACCRT_ARG_DEVICE_PTR, "any" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 6, __accc_args, 6, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long long narrow = 0;
    for (int i = 0; i < 37; i++) narrow += (cmax[i] * 3 + umin[i] * 5 + ssum[i] * 7 + all[i] * 11 + any[i] * 13) * (i + 1);
    printf("one warp, narrow types: %lld\n", narrow);


    long long w16[37], w8[37], w64[37], w48[37];

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 90, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 90 "vector_reduction_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 90, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w16), sizeof(w16), ACCRT_COPYOUT, 0, "w16", 0, 0, __builtin_object_size((void *)&(w16), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(w16), 0, ACCRT_ARG_DEVICE_PTR, "w16" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 90 "vector_reduction_shapes.c"

{ static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 90, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w16), sizeof(w16), ACCRT_COPYOUT, 0, "w16", 0, 0, __builtin_object_size((void *)&(w16), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(w16), 0, ACCRT_ARG_DEVICE_PTR, "w16" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 103, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 103 "vector_reduction_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 103, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w8), sizeof(w8), ACCRT_COPYOUT, 0, "w8", 0, 0, __builtin_object_size((void *)&(w8), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(w8), 0, ACCRT_ARG_DEVICE_PTR, "w8" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, (int)(((__accc_v5 + 4 - 1) / 4) < 1048576 ? ((__accc_v5 + 4 - 1) / 4) : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 103 "vector_reduction_shapes.c"

{ static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 103, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w8), sizeof(w8), ACCRT_COPYOUT, 0, "w8", 0, 0, __builtin_object_size((void *)&(w8), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(w8), 0, ACCRT_ARG_DEVICE_PTR, "w8" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 116, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 116 "vector_reduction_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 116, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w64), sizeof(w64), ACCRT_COPYOUT, 0, "w64", 0, 0, __builtin_object_size((void *)&(w64), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(w64), 0, ACCRT_ARG_DEVICE_PTR, "w64" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 116 "vector_reduction_shapes.c"

{ static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 116, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w64), sizeof(w64), ACCRT_COPYOUT, 0, "w64", 0, 0, __builtin_object_size((void *)&(w64), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(w64), 0, ACCRT_ARG_DEVICE_PTR, "w64" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 129, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 129 "vector_reduction_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 129, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w48), sizeof(w48), ACCRT_COPYOUT, 0, "w48", 0, 0, __builtin_object_size((void *)&(w48), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(w48), 0, ACCRT_ARG_DEVICE_PTR, "w48" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 96, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 129 "vector_reduction_shapes.c"

{ static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 129, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(w48), sizeof(w48), ACCRT_COPYOUT, 0, "w48", 0, 0, __builtin_object_size((void *)&(w48), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(w48), 0, ACCRT_ARG_DEVICE_PTR, "w48" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("workers of 16, 8, 64, 48 lanes: %lld %lld %lld %lld\n", checksum(w16, 37), checksum(w8, 37),
           checksum(w64, 37), checksum(w48, 37));


    long long wmax[37], odd[37];

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 147, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 147 "vector_reduction_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 147, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(wmax), sizeof(wmax), ACCRT_COPYOUT, 0, "wmax", 0, 0, __builtin_object_size((void *)&(wmax), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(wmax), 0, ACCRT_ARG_DEVICE_PTR, "wmax" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_6_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 96, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 147 "vector_reduction_shapes.c"

{ static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 147, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(wmax), sizeof(wmax), ACCRT_COPYOUT, 0, "wmax", 0, 0, __builtin_object_size((void *)&(wmax), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(wmax), 0, ACCRT_ARG_DEVICE_PTR, "wmax" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "vector_reduction_shapes.c", 159, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 159 "vector_reduction_shapes.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 159, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(odd), sizeof(odd), ACCRT_COPYOUT, 0, "odd", 0, 0, __builtin_object_size((void *)&(odd), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(37) - (long long)(0)) > 0 ? (long)((long long)(37) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(odd), 0, ACCRT_ARG_DEVICE_PTR, "odd" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_7_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 40, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 159 "vector_reduction_shapes.c"

{ static const __accrt_loc __accc_loc = { "vector_reduction_shapes.c", 159, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(odd), sizeof(odd), ACCRT_COPYOUT, 0, "odd", 0, 0, __builtin_object_size((void *)&(odd), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(odd), 0, ACCRT_ARG_DEVICE_PTR, "odd" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 159 "vector_reduction_shapes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long long s = 0;

        for (int j = 0; j < 1000; j++) s += a[i][j] & 1;
        odd[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("worker max, block of 40: %lld %lld\n", checksum(wmax, 37), checksum(odd, 37));
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
