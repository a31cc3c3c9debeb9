/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "update_noncontiguous.c"
# 1 "update_noncontiguous.c"
# 1 "update_noncontiguous.c"






# 8 "update_noncontiguous.c" 2






# 13 "update_noncontiguous.c"
static double m[6][8];
static double host[6][8], dev[6][8];
static int t[4][4][4];
static int shared;


static void model_update(int to_host, int lo, int n, int lo2, int n2)
{
    for (int i = lo; i < lo + n; i++)
        for (int j = lo2; j < lo2 + n2; j++) {
            if (to_host)
                host[i][j] = dev[i][j];
            else
                dev[i][j] = host[i][j];
        }
}


static void model_write(int on_host, double value)
{
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++) {
            if (on_host || shared)
                host[i][j] = value;
            if (!on_host || shared)
                dev[i][j] = value;
        }
}

static int compare(const char *what)
{
    int bad = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++)
            if (m[i][j] != host[i][j]) {
                if (bad < 4)
                    printf("%s: m[%d][%d] = %g, expected %g\n", what, i, j, m[i][j], host[i][j]);
                bad++;
            }
    return bad;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 8; j++)
            m[i][j] = -1;
    model_write(1, -1);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 4; k++)
                t[i][j][k] = -1;
    int lo = 2, n = 3;

{ static const __accrt_loc __accc_region_loc = { "update_noncontiguous.c", 67, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 67 "update_noncontiguous.c"
{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 67, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPYIN, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 2, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "update_noncontiguous.c", 69, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 69 "update_noncontiguous.c"

{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 69, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_PRESENT, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 69 "update_noncontiguous.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(2)
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 8; j++)
                m[i][j] = 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
        shared = m[0][0] == 2;
        model_write(0, 2);

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 76, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(m)[2][4], ((3) == 0 || (2) == 0 ? 0 : ((3) - 1) * sizeof((m)[0]) + (2) * sizeof((m)[0][0])), ACCRT_UPDATE_SELF, 0 | ACCRT_STRIDED, "m[2:3][4:2]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (3), sizeof((m)[0]) }, (2) * sizeof((m)[0][0]), __builtin_object_size((void *)&(m)[2][4], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        model_update(1, 2, 3, 4, 2);
        bad += compare("self m[2:3][4:2]");
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 79, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(m)[lo][1], ((n) == 0 || (n) == 0 ? 0 : ((n) - 1) * sizeof((m)[0]) + (n) * sizeof((m)[0][0])), ACCRT_UPDATE_SELF, 0 | ACCRT_STRIDED, "m[lo:n][1:n]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (n), sizeof((m)[0]) }, (n) * sizeof((m)[0][0]), __builtin_object_size((void *)&(m)[lo][1], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        model_update(1, lo, n, 1, n);
        bad += compare("self m[lo:n][1:n]");



        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 8; j++)
                m[i][j] = 7;
        model_write(1, 7);
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 89, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(m)[1][3], ((2) == 0 || (4) == 0 ? 0 : ((2) - 1) * sizeof((m)[0]) + (4) * sizeof((m)[0][0])), ACCRT_UPDATE_DEVICE, 0 | ACCRT_STRIDED, "m[1:2][3:4]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 1, (2), sizeof((m)[0]) }, (4) * sizeof((m)[0][0]), __builtin_object_size((void *)&(m)[1][3], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        model_update(0, 1, 2, 3, 4);
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 8; j++)
                m[i][j] = 0;
        model_write(1, 0);
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 95, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(m), sizeof(m), ACCRT_UPDATE_SELF, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        model_update(1, 0, 6, 0, 8);
        bad += compare("device m[1:2][3:4]");



{ static const __accrt_loc __accc_region_loc = { "update_noncontiguous.c", 100, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 100 "update_noncontiguous.c"

{ static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 100, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(t), sizeof(t), ACCRT_PRESENT, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 100 "update_noncontiguous.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) collapse(3)
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                for (int k = 0; k < 4; k++)
                    t[i][j][k] = 100 * i + 10 * j + k; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "update_noncontiguous.c", 105, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(t)[1][1][1], ((2) == 0 || (2) == 0 || (2) == 0 ? 0 : ((2) - 1) * sizeof((t)[0]) + ((2) - 1) * sizeof((t)[0][0]) + (2) * sizeof((t)[0][0][0])), ACCRT_UPDATE_SELF, 0 | ACCRT_STRIDED, "t[1:2][1:2][1:2]", (__typeof__(sizeof(0)))(const __typeof__(sizeof(0))[]){ 2, (2), sizeof((t)[0]), (2), sizeof((t)[0][0]) }, (2) * sizeof((t)[0][0][0]), __builtin_object_size((void *)&(t)[1][1][1], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                for (int k = 0; k < 4; k++) {
                    int in = i >= 1 && i < 3 && j >= 1 && j < 3 && k >= 1 && k < 3;
                    int want = in || shared ? 100 * i + 10 * j + k : -1;
                    if (t[i][j][k] != want) {
                        if (bad < 8)
                            printf("t[%d][%d][%d] = %d, expected %d\n", i, j, k, t[i][j][k], want);
                        bad++;
                    }
                }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
