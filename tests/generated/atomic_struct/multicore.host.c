/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "atomic_struct.c"
# 1 "atomic_struct.c"
# 1 "atomic_struct.c"


# 4 "atomic_struct.c" 2






# 9 "atomic_struct.c"
typedef struct {
    long count;
    double weight;
    int maxv;
} stats;

int main(void)
{
    static int img[90][120];
    for (int y = 0; y < 90; y++)
        for (int x = 0; x < 120; x++)
            img[y][x] = (x * x + 3 * y * y + x * y) % 64;

    int hist[8][8] = {{0}};
    stats st = {0, 0.0, 0};


{ static const __accrt_loc __accc_region_loc = { "atomic_struct.c", 25, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "atomic_struct.c"

{ static const __accrt_loc __accc_loc = { "atomic_struct.c", 25, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(img), sizeof(img), ACCRT_COPYIN, 0, "img", 0, 0, __builtin_object_size((void *)&(img), 0) }, { (void *)&(hist), sizeof(hist), ACCRT_COPY, 0, "hist", 0, 0, __builtin_object_size((void *)&(hist), 0) }, { (void *)&(st), sizeof(st), ACCRT_COPY, 0, "st", 0, 0, __builtin_object_size((void *)&(st), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(img), 0, ACCRT_ARG_DEVICE_PTR, "img" }, { (const void *)(hist), 0, ACCRT_ARG_DEVICE_PTR, "hist" }, { (const void *)(&(st)), 0, ACCRT_ARG_DEVICE_PTR, "st" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 25 "atomic_struct.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
    for (int y = 0; y < 90; y++)
        for (int x = 0; x < 120; x++) {
            int v = img[y][x];
#pragma omp atomic update
            hist[v / 8][(x + y) % 8] += 1;
#pragma omp atomic update
            st.count++;
#pragma omp atomic update
            st.weight += 0.25 * v;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int ref[8][8] = {{0}};
    double wref = 0.0;
    for (int y = 0; y < 90; y++)
        for (int x = 0; x < 120; x++) {
            ref[img[y][x] / 8][(x + y) % 8]++;
            wref += 0.25 * img[y][x];
        }
    int ok = st.count == 120 * 90 && st.weight == wref;
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            printf("%4d", hist[i][j]);
            if (hist[i][j] != ref[i][j])
                ok = 0;
        }
        printf("\n");
    }
    printf("count=%ld weight=%.2f %s\n", st.count, st.weight, ok ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
