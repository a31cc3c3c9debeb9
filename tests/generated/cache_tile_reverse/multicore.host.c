/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_tile_reverse.c"
# 1 "cache_tile_reverse.c"
# 1 "cache_tile_reverse.c"





# 7 "cache_tile_reverse.c" 2





# 11 "cache_tile_reverse.c"
static int a[150][37], b[150][37];

int main(void)
{
    for (int j = 0; j < 150; j++)
        for (int i = 0; i < 37; i++)
            a[j][i] = (j * 7 + i * 3) % 23;

{ static const __accrt_loc __accc_region_loc = { "cache_tile_reverse.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "cache_tile_reverse.c"

{ static const __accrt_loc __accc_loc = { "cache_tile_reverse.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 18 "cache_tile_reverse.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < 150; j++) {

        for (int i = 0; i < 37; i++) {

            b[j][i] = a[150 - 1 - j][i] * 2 + (i % 3);
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long sum = 0;
    int bad = 0;
    for (int j = 0; j < 150; j++)
        for (int i = 0; i < 37; i++) {
            sum += (long)b[j][i] * (j + 1);
            bad += b[j][i] != a[150 - 1 - j][i] * 2 + (i % 3);
        }
    printf("checksum %ld, %d elements differ from the host reference\n", sum, bad);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
