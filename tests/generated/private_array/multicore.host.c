/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "private_array.c"
# 1 "private_array.c"
# 1 "private_array.c"


# 4 "private_array.c" 2





# 8 "private_array.c"
int main(void)
{
    static int in[300], out[300], out2[300];
    int scratch[4];
    for (int i = 0; i < 300; i++)
        in[i] = (i * 7) % 11;


{ static const __accrt_loc __accc_region_loc = { "private_array.c", 15, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 15 "private_array.c"

{ static const __accrt_loc __accc_loc = { "private_array.c", 15, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 15 "private_array.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(scratch)
    for (int i = 0; i < 300; i++) {
        for (int k = 0; k < 4; k++)
            scratch[k] = in[(i + k) % 300];
        int s = 0;
        for (int k = 0; k < 4; k++)
            s += scratch[k] * (k + 1);
        out[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int win[3];

{ static const __accrt_loc __accc_region_loc = { "private_array.c", 26, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 26 "private_array.c"

{ static const __accrt_loc __accc_loc = { "private_array.c", 26, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(out2), sizeof(out2), ACCRT_COPYOUT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) }, { (void *)&(win), sizeof(win), ACCRT_COPY, ACCRT_IMPLICIT, "win", 0, 0, __builtin_object_size((void *)&(win), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(win), 0, ACCRT_ARG_DEVICE_PTR, "win" }, { (const void *)(out2), 0, ACCRT_ARG_DEVICE_PTR, "out2" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 26 "private_array.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    {
#pragma omp for private(win)
        for (int i = 0; i < 300; i++) {
            win[0] = i > 0 ? in[i - 1] : 0;
            win[1] = in[i];
            win[2] = i < 300 - 1 ? in[i + 1] : 0;
            int mx = win[0];
            if (win[1] > mx) mx = win[1];
            if (win[2] > mx) mx = win[2];
            out2[i] = mx;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s1 = 0, s2 = 0;
    for (int i = 0; i < 300; i++) {
        s1 += out[i];
        s2 += out2[i];
    }
    printf("out[0]=%d out[299]=%d s1=%ld\n", out[0], out[300 - 1], s1);
    printf("out2[5]=%d s2=%ld\n", out2[5], s2);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
