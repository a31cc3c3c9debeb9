/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "gang_worker_vector.c"
# 1 "gang_worker_vector.c"
# 1 "gang_worker_vector.c"






# 8 "gang_worker_vector.c" 2






# 13 "gang_worker_vector.c"
static int a[37][45][133];
static long rowsum[37][45];
static long gangsum[37];
static long both[37];
static int tri[37][45];
static int scaled[37][45][133];

int main(void)
{
    for (int i = 0; i < 37; i++)
        for (int j = 0; j < 45; j++)
            for (int k = 0; k < 133; k++)
                a[i][j][k] = (i * 7 + j * 3 + k) % 11 - 5;



{ static const __accrt_loc __accc_region_loc = { "gang_worker_vector.c", 28, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "gang_worker_vector.c"

{ static const __accrt_loc __accc_loc = { "gang_worker_vector.c", 28, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(rowsum), sizeof(rowsum), ACCRT_COPYOUT, 0, "rowsum", 0, 0, __builtin_object_size((void *)&(rowsum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(rowsum), 0, ACCRT_ARG_DEVICE_PTR, "rowsum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 28 "gang_worker_vector.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {

        for (int j = 0; j < 45; j++) {
            long s = 0;
            s = 1;

            for (int k = 0; k < 133; k++)
                s += a[i][j][k];
            rowsum[i][j] = s * 2;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ static const __accrt_loc __accc_region_loc = { "gang_worker_vector.c", 43, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "gang_worker_vector.c"

{ static const __accrt_loc __accc_loc = { "gang_worker_vector.c", 43, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(gangsum), sizeof(gangsum), ACCRT_COPYOUT, 0, "gangsum", 0, 0, __builtin_object_size((void *)&(gangsum), 0) }, { (void *)&(both), sizeof(both), ACCRT_COPYOUT, 0, "both", 0, 0, __builtin_object_size((void *)&(both), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(gangsum), 0, ACCRT_ARG_DEVICE_PTR, "gangsum" }, { (const void *)(both), 0, ACCRT_ARG_DEVICE_PTR, "both" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 43 "gang_worker_vector.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {
        long g = 0;
        long b = 0;

        for (int j = 0; j < 45; j++) {
            long s = 0;

            for (int k = 0; k < 133; k++)
                s += a[i][j][k] * ((k * k) % 7 + j);
            g += s;
        }
        gangsum[i] = g;

        for (int j = 0; j < 45; j++) {

            for (int k = 0; k < 133; k++)
                b = a[i][j][k] * (j + 1) - i * k > b ? a[i][j][k] * (j + 1) - i * k : b;
        }
        both[i] = b;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }




{ static const __accrt_loc __accc_region_loc = { "gang_worker_vector.c", 67, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 67 "gang_worker_vector.c"

{ static const __accrt_loc __accc_loc = { "gang_worker_vector.c", 67, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(tri), sizeof(tri), ACCRT_COPYOUT, 0, "tri", 0, 0, __builtin_object_size((void *)&(tri), 0) }, { (void *)&(scaled), sizeof(scaled), ACCRT_COPYOUT, 0, "scaled", 0, 0, __builtin_object_size((void *)&(scaled), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(scaled), 0, ACCRT_ARG_DEVICE_PTR, "scaled" }, { (const void *)(tri), 0, ACCRT_ARG_DEVICE_PTR, "tri" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 67 "gang_worker_vector.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 37; i++) {

        for (int j = 0; j < 45; j++) {
            int c = 0;

            for (int k = 0; k < 133; k++)
                scaled[i][j][k] = a[i][j][k] * 3;

            for (int k = j; k < 133; k++)
                c += scaled[i][j][133 - 1 - k + j] > 0;
            tri[i][j] = c;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long r = 0, g = 0, b = 0, t = 0;
    for (int i = 0; i < 37; i++) {
        g += gangsum[i] * (i + 1);
        b += both[i] * (i % 5 + 1);
        for (int j = 0; j < 45; j++) {
            r += rowsum[i][j] * (j + 1);
            t += tri[i][j] * (i + j + 1);
        }
    }
    printf("rowsum[0][0]=%ld rowsum[36][44]=%ld r=%ld\n", rowsum[0][0], rowsum[37 - 1][45 - 1], r);
    printf("gangsum[0]=%ld gangsum[36]=%ld g=%ld\n", gangsum[0], gangsum[37 - 1], g);
    printf("both[0]=%ld both[36]=%ld b=%ld\n", both[0], both[37 - 1], b);
    printf("tri[0][0]=%d tri[36][44]=%d t=%ld\n", tri[0][0], tri[37 - 1][45 - 1], t);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
