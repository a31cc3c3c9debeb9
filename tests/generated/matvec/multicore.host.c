/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "matvec.c"
# 1 "matvec.c"
# 1 "matvec.c"


# 4 "matvec.c" 2





# 8 "matvec.c"
static double M[300][257], x[257], y[300];

int main(void)
{
    for (int i = 0; i < 300; i++)
        for (int j = 0; j < 257; j++)
            M[i][j] = (double)((i * j) % 9 - 4);
    for (int j = 0; j < 257; j++)
        x[j] = (double)(j % 5);


{ static const __accrt_loc __accc_region_loc = { "matvec.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "matvec.c"

{ static const __accrt_loc __accc_loc = { "matvec.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(M), sizeof(M), ACCRT_COPYIN, 0, "M", 0, 0, __builtin_object_size((void *)&(M), 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYOUT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(M), 0, ACCRT_ARG_DEVICE_PTR, "M" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 18 "matvec.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 300; i++) {
        double s = 0.0;

        for (int j = 0; j < 257; j++)
            s += M[i][j] * x[j];
        y[i] = s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double total = 0.0;
    int bad = 0;
    for (int i = 0; i < 300; i++) {
        double s = 0.0;
        for (int j = 0; j < 257; j++)
            s += M[i][j] * x[j];
        if (s != y[i])
            bad++;
        total += y[i];
    }
    printf("y[0]=%.1f y[1]=%.1f y[299]=%.1f total=%.1f\n", y[0], y[1], y[300 - 1], total);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
