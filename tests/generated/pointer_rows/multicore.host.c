/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "pointer_rows.c"
# 1 "pointer_rows.c"
# 1 "pointer_rows.c"







# 9 "pointer_rows.c" 2




# 12 "pointer_rows.c"
struct view {
    float *data;
    int n;
};
struct pair {
    struct view v;
    float *arr[2];
};


static float row_sum(float **rows, int r, int n)
{
    float *row = rows[r];
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += row[k] + (*rows)[0];
    return s;
}


static void pick(float **out, float *a, int k)
{
    *out = a + k;
}


static float *clamp_at(float *a, int k, int n)
{
    float *r = ({
        if (k < 0)
            return a;
        a + (k < n ? k : n - 1);
    });
    return r;
}

int main(void)
{
    float a[16][4], b[16], out[16];
    for (int i = 0; i < 16; i++) {
        b[i] = (float)(i * i);
        for (int j = 0; j < 4; j++)
            a[i][j] = (float)(i + j);
    }

{ static const __accrt_loc __accc_region_loc = { "pointer_rows.c", 56, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "pointer_rows.c"

{ static const __accrt_loc __accc_loc = { "pointer_rows.c", 56, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYIN, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 56 "pointer_rows.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 16; i++) {
        float *tab[2] = {a[i], a[(i + 1) % 16]};
        float *grid[2][2] = {{b, b + 1}, {b + 2, b + 3}};
        float own[2] = {0.5f, 0.25f};
        float *mine = own;
        float **mp = &mine;
        float *p = b;
        pick(&p, b, i);
        struct pair q = {.v.data = own, .arr[1] = own};
        q.v.n = 1;
        out[i] = row_sum(tab, 0, 4) + row_sum(tab, 1, 2) + grid[1][i % 2][i % 4] + *p
                 + (*mp)[1] + q.v.data[q.v.n] + q.arr[1][0] + *clamp_at(b, i - 8, 16);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    for (int i = 0; i < 16; i++)
        printf("%d %g\n", i, out[i]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
