/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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

{ static const __accrt_loc __accc_loc = { "mandelbrot.c", 29, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(it), sizeof(it), ACCRT_COPYOUT, 0, "it", 0, 0, __builtin_object_size((void *)&(it), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(it), 0, ACCRT_ARG_DEVICE_PTR, "it" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 29 "mandelbrot.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int y = 0; y < 32; y++)
        for (int x = 0; x < 64; x++)
            it[y][x] = escape_time(-2.0 + 2.5 * x / 64, -1.125 + 2.25 * y / 32); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

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
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
