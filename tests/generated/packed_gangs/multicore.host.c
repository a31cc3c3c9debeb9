/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "packed_gangs.c"
# 1 "packed_gangs.c"
# 1 "packed_gangs.c"







# 9 "packed_gangs.c" 2





# 13 "packed_gangs.c"
static int row_start[1001 + 1], col[1001 * 70];
static long long val[1001 * 70], x[1001], y[1001], top[1001], twice[1001];

static long long checksum(const long long *v, int n)
{
    long long s = 0;
    for (int i = 0; i < n; i++) s += v[i] * (i % 11 + 1);
    return s;
}

int main(void)
{
    int nnz = 0;
    for (int i = 0; i < 1001; i++) {
        row_start[i] = nnz;
        int len = (i * 37) % (70 + 1);
        for (int k = 0; k < len; k++) {
            col[nnz] = (i * 13 + k * 101) % 1001;
            val[nnz] = (i + 3 * k) % 17 - 8;
            nnz++;
        }
    }
    row_start[1001] = nnz;
    for (int i = 0; i < 1001; i++) x[i] = i % 23 - 11;



{ static const __accrt_loc __accc_region_loc = { "packed_gangs.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "packed_gangs.c"

{ static const __accrt_loc __accc_loc = { "packed_gangs.c", 39, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(row_start), sizeof(row_start), ACCRT_COPYIN, 0, "row_start", 0, 0, __builtin_object_size((void *)&(row_start), 0) }, { (void *)&(col)[0], (nnz) * sizeof((col)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "col[0:nnz]", 0, 0, __builtin_object_size((void *)&(col)[0], 0) }, { (void *)&(val)[0], (nnz) * sizeof((val)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "val[0:nnz]", 0, 0, __builtin_object_size((void *)&(val)[0], 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYOUT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(top), sizeof(top), ACCRT_COPYOUT, 0, "top", 0, 0, __builtin_object_size((void *)&(top), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(row_start), 0, ACCRT_ARG_DEVICE_PTR, "row_start" }, { (const void *)(val), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "val" }, { (const void *)(col), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "col" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { (const void *)(top), 0, ACCRT_ARG_DEVICE_PTR, "top" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 6, __accc_args, 6, -2); }
# 39 "packed_gangs.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1001; i++) {
        long long s = 0, m = -1000000;

        for (int k = row_start[i]; k < row_start[i + 1]; k++) {
            long long p = val[k] * x[col[k]];
            s += p;
            m = p > m ? p : m;
        }
        y[i] = s;
        top[i] = m;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("spmv: %lld, max: %lld\n", checksum(y, 1001), checksum(top, 1001));


    for (int rows = 1; rows <= 3; rows += 2) {
        long long few[3] = {0, 0, 0};

{ static const __accrt_loc __accc_region_loc = { "packed_gangs.c", 56, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "packed_gangs.c"

{ static const __accrt_loc __accc_loc = { "packed_gangs.c", 56, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(row_start), sizeof(row_start), ACCRT_COPYIN, 0, "row_start", 0, 0, __builtin_object_size((void *)&(row_start), 0) }, { (void *)&(col)[0], (nnz) * sizeof((col)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "col[0:nnz]", 0, 0, __builtin_object_size((void *)&(col)[0], 0) }, { (void *)&(val)[0], (nnz) * sizeof((val)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "val[0:nnz]", 0, 0, __builtin_object_size((void *)&(val)[0], 0) }, { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(few)[0], (rows) * sizeof((few)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "few[0:rows]", 0, 0, __builtin_object_size((void *)&(few)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(rows)), sizeof(rows), ACCRT_ARG_VALUE, "rows" }, { (const void *)(row_start), 0, ACCRT_ARG_DEVICE_PTR, "row_start" }, { (const void *)(val), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "val" }, { (const void *)(col), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "col" }, { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(few), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "few" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 6, -2); }
# 56 "packed_gangs.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < rows; i++) {
            long long s = 0;

            for (int k = row_start[i + 500]; k < row_start[i + 501]; k++) s += val[k] * x[col[k]];
            few[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        printf("%d rows: %lld %lld %lld\n", rows, few[0], few[1], few[2]);
    }




{ static const __accrt_loc __accc_region_loc = { "packed_gangs.c", 68, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "packed_gangs.c"

{ static const __accrt_loc __accc_loc = { "packed_gangs.c", 68, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(val)[0], (nnz) * sizeof((val)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "val[0:nnz]", 0, 0, __builtin_object_size((void *)&(val)[0], 0) }, { (void *)&(twice), sizeof(twice), ACCRT_COPY, 0, "twice", 0, 0, __builtin_object_size((void *)&(twice), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(nnz)), sizeof(nnz), ACCRT_ARG_VALUE, "nnz" }, { (const void *)(val), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "val" }, { (const void *)(twice), 0, ACCRT_ARG_DEVICE_PTR, "twice" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 68 "packed_gangs.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 2; i < 1001; i += 3) {
        long long t = 0;

        for (int w = 0; w < 2; w++) {
            long long s = 0;

            for (int k = 0; k < 40; k++) s += val[(i * 7 + w * 40 + k) % nnz];
            t += s;
        }
        long long bias = 0;

        for (int b = 0; b < 3; b++) bias += b * i;
        twice[i] = 2 * t + bias;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("workers: %lld\n", checksum(twice, 1001));
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
