/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_1 = { "__accc_kernel_0_1", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_2 = { "__accc_kernel_0_2", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_3 = { "__accc_kernel_0_3", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_4 = { "__accc_kernel_0_4", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_5 = { "__accc_kernel_0_5", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_6 = { "__accc_kernel_0_6", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_7 = { "__accc_kernel_0_7", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_8 = { "__accc_kernel_0_8", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_1 = { "__accc_kernel_1_1", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_2 = { "__accc_kernel_1_2", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_3 = { "__accc_kernel_1_3", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_4 = { "__accc_kernel_1_4", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_5 = { "__accc_kernel_1_5", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_1 = { "__accc_kernel_2_1", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_2 = { "__accc_kernel_2_2", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_3 = { "__accc_kernel_2_3", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_4 = { "__accc_kernel_2_4", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_5 = { "__accc_kernel_2_5", __accc_program, 0, 0, 0, 0 };
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

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_loop_in_parallel.c", 24, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(ia), sizeof(ia), ACCRT_COPYIN, 0, "ia", 0, 0, __builtin_object_size((void *)&(ia), 0) }, { (void *)&(fa), sizeof(fa), ACCRT_COPYIN, 0, "fa", 0, 0, __builtin_object_size((void *)&(fa), 0) }, { (void *)&(da), sizeof(da), ACCRT_COPYIN, 0, "da", 0, 0, __builtin_object_size((void *)&(da), 0) }, { (void *)&(isum), sizeof(isum), ACCRT_COPY, 0, "isum", 0, 0, __builtin_object_size((void *)&(isum), 0) }, { (void *)&(iprod), sizeof(iprod), ACCRT_COPY, 0, "iprod", 0, 0, __builtin_object_size((void *)&(iprod), 0) }, { (void *)&(imax), sizeof(imax), ACCRT_COPY, 0, "imax", 0, 0, __builtin_object_size((void *)&(imax), 0) }, { (void *)&(imin), sizeof(imin), ACCRT_COPY, 0, "imin", 0, 0, __builtin_object_size((void *)&(imin), 0) }, { (void *)&(iand), sizeof(iand), ACCRT_COPY, 0, "iand", 0, 0, __builtin_object_size((void *)&(iand), 0) }, { (void *)&(ior), sizeof(ior), ACCRT_COPY, 0, "ior", 0, 0, __builtin_object_size((void *)&(ior), 0) }, { (void *)&(ixor), sizeof(ixor), ACCRT_COPY, 0, "ixor", 0, 0, __builtin_object_size((void *)&(ixor), 0) }, { (void *)&(iland), sizeof(iland), ACCRT_COPY, 0, "iland", 0, 0, __builtin_object_size((void *)&(iland), 0) }, { (void *)&(ilor), sizeof(ilor), ACCRT_COPY, 0, "ilor", 0, 0, __builtin_object_size((void *)&(ilor), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 12, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "ia" }, { (const void *)(&(isum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_isum" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(20) - (long long)(0)) > 0 ? (long)((long long)(20) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(20) - (long long)(0)) > 0 ? (long)((long long)(20) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(iprod)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_iprod" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_1, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "ia" }, { (const void *)(&(imax)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_imax" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_2, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "ia" }, { (const void *)(&(imin)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_imin" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_3, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "ia" }, { (const void *)(&(iand)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_iand" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_4, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "ia" }, { (const void *)(&(ior)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_ior" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_5, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "ia" }, { (const void *)(&(ixor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_ixor" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_6, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "ia" }, { (const void *)(&(iland)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_iland" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_7, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "ia" }, { (const void *)(&(ilor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_ilor" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_8, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 12, -2);
} else {
# 24 "reduction_loop_in_parallel.c"

{ static const __accrt_loc __accc_loc = { "reduction_loop_in_parallel.c", 24, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(ia), sizeof(ia), ACCRT_COPYIN, 0, "ia", 0, 0, __builtin_object_size((void *)&(ia), 0) }, { (void *)&(fa), sizeof(fa), ACCRT_COPYIN, 0, "fa", 0, 0, __builtin_object_size((void *)&(fa), 0) }, { (void *)&(da), sizeof(da), ACCRT_COPYIN, 0, "da", 0, 0, __builtin_object_size((void *)&(da), 0) }, { (void *)&(isum), sizeof(isum), ACCRT_COPY, 0, "isum", 0, 0, __builtin_object_size((void *)&(isum), 0) }, { (void *)&(iprod), sizeof(iprod), ACCRT_COPY, 0, "iprod", 0, 0, __builtin_object_size((void *)&(iprod), 0) }, { (void *)&(imax), sizeof(imax), ACCRT_COPY, 0, "imax", 0, 0, __builtin_object_size((void *)&(imax), 0) }, { (void *)&(imin), sizeof(imin), ACCRT_COPY, 0, "imin", 0, 0, __builtin_object_size((void *)&(imin), 0) }, { (void *)&(iand), sizeof(iand), ACCRT_COPY, 0, "iand", 0, 0, __builtin_object_size((void *)&(iand), 0) }, { (void *)&(ior), sizeof(ior), ACCRT_COPY, 0, "ior", 0, 0, __builtin_object_size((void *)&(ior), 0) }, { (void *)&(ixor), sizeof(ixor), ACCRT_COPY, 0, "ixor", 0, 0, __builtin_object_size((void *)&(ixor), 0) }, { (void *)&(iland), sizeof(iland), ACCRT_COPY, 0, "iland", 0, 0, __builtin_object_size((void *)&(iland), 0) }, { (void *)&(ilor), sizeof(ilor), ACCRT_COPY, 0, "ilor", 0, 0, __builtin_object_size((void *)&(ilor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(ia), 0, ACCRT_ARG_DEVICE_PTR, "ia" }, { (const void *)(&(isum)), 0, ACCRT_ARG_DEVICE_PTR, "isum" }, { (const void *)(&(iprod)), 0, ACCRT_ARG_DEVICE_PTR, "iprod" }, { (const void *)(&(imax)), 0, ACCRT_ARG_DEVICE_PTR, "imax" }, { (const void *)(&(imin)), 0, ACCRT_ARG_DEVICE_PTR, "imin" }, { (const void *)(&(iand)), 0, ACCRT_ARG_DEVICE_PTR, "iand" }, { (const void *)(&(ior)), 0, ACCRT_ARG_DEVICE_PTR, "ior" }, { (const void *)(&(ixor)), 0, ACCRT_ARG_DEVICE_PTR, "ixor" }, { (const void *)(&(iland)), 0, ACCRT_ARG_DEVICE_PTR, "iland" }, { (const void *)(&(ilor)), 0, ACCRT_ARG_DEVICE_PTR, "ilor" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 12, __accc_args, 10, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_loop_in_parallel.c", 46, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 46 "reduction_loop_in_parallel.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_loop_in_parallel.c", 46, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(fa), sizeof(fa), ACCRT_COPYIN, 0, "fa", 0, 0, __builtin_object_size((void *)&(fa), 0) }, { (void *)&(fsum), sizeof(fsum), ACCRT_COPY, 0, "fsum", 0, 0, __builtin_object_size((void *)&(fsum), 0) }, { (void *)&(fprod), sizeof(fprod), ACCRT_COPY, 0, "fprod", 0, 0, __builtin_object_size((void *)&(fprod), 0) }, { (void *)&(fmx), sizeof(fmx), ACCRT_COPY, 0, "fmx", 0, 0, __builtin_object_size((void *)&(fmx), 0) }, { (void *)&(fmn), sizeof(fmn), ACCRT_COPY, 0, "fmn", 0, 0, __builtin_object_size((void *)&(fmn), 0) }, { (void *)&(fland), sizeof(fland), ACCRT_COPY, 0, "fland", 0, 0, __builtin_object_size((void *)&(fland), 0) }, { (void *)&(flor), sizeof(flor), ACCRT_COPY, 0, "flor", 0, 0, __builtin_object_size((void *)&(flor), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(fa), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "fa" }, { (const void *)(&(fsum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_fsum" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(40) - (long long)(0)) > 0 ? (long)((long long)(40) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(fprod)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_fprod" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_1, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(fa), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "fa" }, { (const void *)(&(fmx)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_fmx" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_2, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(fa), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "fa" }, { (const void *)(&(fmn)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_fmn" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_3, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(fa), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "fa" }, { (const void *)(&(fland)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_fland" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_4, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(fa), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "fa" }, { (const void *)(&(flor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_flor" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_5, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 7, -2);
} else {
# 46 "reduction_loop_in_parallel.c"

{ static const __accrt_loc __accc_loc = { "reduction_loop_in_parallel.c", 46, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(fa), sizeof(fa), ACCRT_COPYIN, 0, "fa", 0, 0, __builtin_object_size((void *)&(fa), 0) }, { (void *)&(fsum), sizeof(fsum), ACCRT_COPY, 0, "fsum", 0, 0, __builtin_object_size((void *)&(fsum), 0) }, { (void *)&(fprod), sizeof(fprod), ACCRT_COPY, 0, "fprod", 0, 0, __builtin_object_size((void *)&(fprod), 0) }, { (void *)&(fmx), sizeof(fmx), ACCRT_COPY, 0, "fmx", 0, 0, __builtin_object_size((void *)&(fmx), 0) }, { (void *)&(fmn), sizeof(fmn), ACCRT_COPY, 0, "fmn", 0, 0, __builtin_object_size((void *)&(fmn), 0) }, { (void *)&(fland), sizeof(fland), ACCRT_COPY, 0, "fland", 0, 0, __builtin_object_size((void *)&(fland), 0) }, { (void *)&(flor), sizeof(flor), ACCRT_COPY, 0, "flor", 0, 0, __builtin_object_size((void *)&(flor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(fa), 0, ACCRT_ARG_DEVICE_PTR, "fa" }, { (const void *)(&(fsum)), 0, ACCRT_ARG_DEVICE_PTR, "fsum" }, { (const void *)(&(fprod)), 0, ACCRT_ARG_DEVICE_PTR, "fprod" }, { (const void *)(&(fmx)), 0, ACCRT_ARG_DEVICE_PTR, "fmx" }, { (const void *)(&(fmn)), 0, ACCRT_ARG_DEVICE_PTR, "fmn" }, { (const void *)(&(fland)), 0, ACCRT_ARG_DEVICE_PTR, "fland" }, { (const void *)(&(flor)), 0, ACCRT_ARG_DEVICE_PTR, "flor" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 7, __accc_args, 7, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "reduction_loop_in_parallel.c", 62, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 62 "reduction_loop_in_parallel.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reduction_loop_in_parallel.c", 62, "main", "parallel" };
__accrt_data __accc_data[] = { { (void *)&(da), sizeof(da), ACCRT_COPYIN, 0, "da", 0, 0, __builtin_object_size((void *)&(da), 0) }, { (void *)&(dsum), sizeof(dsum), ACCRT_COPY, 0, "dsum", 0, 0, __builtin_object_size((void *)&(dsum), 0) }, { (void *)&(dprod), sizeof(dprod), ACCRT_COPY, 0, "dprod", 0, 0, __builtin_object_size((void *)&(dprod), 0) }, { (void *)&(dmx), sizeof(dmx), ACCRT_COPY, 0, "dmx", 0, 0, __builtin_object_size((void *)&(dmx), 0) }, { (void *)&(dmn), sizeof(dmn), ACCRT_COPY, 0, "dmn", 0, 0, __builtin_object_size((void *)&(dmn), 0) }, { (void *)&(dland), sizeof(dland), ACCRT_COPY, 0, "dland", 0, 0, __builtin_object_size((void *)&(dland), 0) }, { (void *)&(dlor), sizeof(dlor), ACCRT_COPY, 0, "dlor", 0, 0, __builtin_object_size((void *)&(dlor), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(da), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "da" }, { (const void *)(&(dsum)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dsum" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(30) - (long long)(0)) > 0 ? (long)((long long)(30) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(dprod)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dprod" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_1, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(da), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "da" }, { (const void *)(&(dmx)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dmx" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_2, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(da), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "da" }, { (const void *)(&(dmn)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dmn" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_3, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(da), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "da" }, { (const void *)(&(dland)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dland" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_4, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(3000) - (long long)(0)) > 0 ? (long)((long long)(3000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(da), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "da" }, { (const void *)(&(dlor)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dlor" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_5, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 7, -2);
} else {
# 62 "reduction_loop_in_parallel.c"

{ static const __accrt_loc __accc_loc = { "reduction_loop_in_parallel.c", 62, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(da), sizeof(da), ACCRT_COPYIN, 0, "da", 0, 0, __builtin_object_size((void *)&(da), 0) }, { (void *)&(dsum), sizeof(dsum), ACCRT_COPY, 0, "dsum", 0, 0, __builtin_object_size((void *)&(dsum), 0) }, { (void *)&(dprod), sizeof(dprod), ACCRT_COPY, 0, "dprod", 0, 0, __builtin_object_size((void *)&(dprod), 0) }, { (void *)&(dmx), sizeof(dmx), ACCRT_COPY, 0, "dmx", 0, 0, __builtin_object_size((void *)&(dmx), 0) }, { (void *)&(dmn), sizeof(dmn), ACCRT_COPY, 0, "dmn", 0, 0, __builtin_object_size((void *)&(dmn), 0) }, { (void *)&(dland), sizeof(dland), ACCRT_COPY, 0, "dland", 0, 0, __builtin_object_size((void *)&(dland), 0) }, { (void *)&(dlor), sizeof(dlor), ACCRT_COPY, 0, "dlor", 0, 0, __builtin_object_size((void *)&(dlor), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(da), 0, ACCRT_ARG_DEVICE_PTR, "da" }, { (const void *)(&(dsum)), 0, ACCRT_ARG_DEVICE_PTR, "dsum" }, { (const void *)(&(dprod)), 0, ACCRT_ARG_DEVICE_PTR, "dprod" }, { (const void *)(&(dmx)), 0, ACCRT_ARG_DEVICE_PTR, "dmx" }, { (const void *)(&(dmn)), 0, ACCRT_ARG_DEVICE_PTR, "dmn" }, { (const void *)(&(dland)), 0, ACCRT_ARG_DEVICE_PTR, "dland" }, { (const void *)(&(dlor)), 0, ACCRT_ARG_DEVICE_PTR, "dlor" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 7, __accc_args, 7, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("int:    + %d  * %d  max %d  min %d  & %#x  | %#x  ^ %d  && %d  || %d\n",
           isum, iprod, imax, imin, (unsigned)iand, (unsigned)ior, ixor, iland, ilor);
    printf("float:  + %.1f  * %.1f  max %.1f  min %.1f  && %.0f  || %.0f\n",
           fsum, fprod, fmx, fmn, fland, flor);
    printf("double: + %.1f  * %.6e  max %.1f  min %.1f  && %.0f  || %.0f\n",
           dsum, dprod, dmx, dmn, dland, dlor);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
