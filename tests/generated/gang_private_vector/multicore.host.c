/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "gang_private_vector.c"
# 1 "gang_private_vector.c"
# 1 "gang_private_vector.c"



# 5 "gang_private_vector.c" 2





# 9 "gang_private_vector.c"
static int in[64][100], out[64][100];

int main(void)
{
    int row[100];
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 100; j++)
            in[i][j] = (i + 1) * (j % 10);


{ static const __accrt_loc __accc_region_loc = { "gang_private_vector.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "gang_private_vector.c"

{ static const __accrt_loc __accc_loc = { "gang_private_vector.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 18 "gang_private_vector.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(row)
    for (int i = 0; i < 64; i++) {

        for (int j = 0; j < 100; j++)
            row[j] = in[i][j] * 2;

        for (int j = 0; j < 100; j++)
            out[i][j] = row[(j + 1) % 100] - row[j];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0, sa = 0;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 100; j++) {
            s += out[i][j];
            sa += out[i][j] < 0 ? -out[i][j] : out[i][j];
        }
    printf("out[0][9]=%d out[63][8]=%d s=%ld sabs=%ld\n", out[0][9], out[64 - 1][8], s, sa);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
