/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0_strips = { "__accc_kernel_0_0_strips", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "mandelbrot.c"
# 1 "mandelbrot.c"
# 1 "mandelbrot.c"




# 6 "mandelbrot.c" 2






# 11 "mandelbrot.c"

static int escape_time(double cr, double ci)
{
    double zr = 0.0, zi = 0.0;
    int k = 0;
    while (k < 200 && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2.0 * zr * zi + ci;
        zr = t;
        k++;
    }
    return k;
}

int main(void)
{
    static int it[32][64];


{ static const __accrt_loc __accc_region_loc = { "mandelbrot.c", 29, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "mandelbrot.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "mandelbrot.c", 29, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(it), sizeof(it), ACCRT_COPYOUT, 0, "it", 0, 0, __builtin_object_size((void *)&(it), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { const long __accc_s_tc0 = ((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0), __accc_s_tc1 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0), __accc_s_ns = ((((long)(1)) == 1 ? ((long)(0)) & 31 : 0) + __accc_s_tc1 + 128 - 1) / 128;
 long __accc_s_rows = (__accc_s_tc0 * __accc_s_ns + 2048 - 1) / 2048; if (__accc_s_rows < 1) __accc_s_rows = 1; if (__accc_s_rows > 32) __accc_s_rows = 32;
 const long __accc_s_blocks = __accc_s_ns * ((__accc_s_tc0 + __accc_s_rows - 1) / __accc_s_rows);
 if (__accc_s_tc1 >= 512 && __accc_s_tc0 > 0 && __accc_s_blocks <= 1048576)
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0) * (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(it), 0, ACCRT_ARG_DEVICE_PTR, "it" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0_strips, __accc_v7, (int)__accc_s_blocks, 128, 0, __accc_args, 8, -2); }
 else
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0); long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(32) - (long long)(0)) > 0 ? (long)((long long)(32) - (long long)(0)) : 0) * (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(it), 0, ACCRT_ARG_DEVICE_PTR, "it" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo1" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st1" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc1" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 29 "mandelbrot.c"

{ static const __accrt_loc __accc_loc = { "mandelbrot.c", 29, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(it), sizeof(it), ACCRT_COPYOUT, 0, "it", 0, 0, __builtin_object_size((void *)&(it), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(it), 0, ACCRT_ARG_DEVICE_PTR, "it" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 29 "mandelbrot.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int y = 0; y < 32; y++)
        for (int x = 0; x < 64; x++)
            it[y][x] = escape_time(-2.0 + 2.5 * x / 64, -1.125 + 2.25 * y / 32); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long inside = 0, total = 0;
    for (int y = 0; y < 32; y += 2) {
        for (int x = 0; x < 64; x++) {
            int k = it[y][x];
            putchar(k >= 200 ? '#' : k > 10 ? '+' : k > 4 ? '.' : ' ');
        }
        putchar('\n');
    }
    for (int y = 0; y < 32; y++)
        for (int x = 0; x < 64; x++) {
            inside += it[y][x] >= 200;
            total += it[y][x];
        }
    printf("inside=%ld total_iterations=%ld\n", inside, total);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
