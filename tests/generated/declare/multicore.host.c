/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "declare.c"
# 1 "declare.c"
# 1 "declare.c"




# 6 "declare.c" 2




# 9 "declare.c"
float table[128];


int coeffs[4] = {3, 1, 4, 1};



static float lookup(int i)
{
    return table[i % 128];
}

static double use_local(int n)
{
    double w[16];
static const __accrt_loc __accc_declare_loc_24_0 = { "declare.c", 24, "use_local", "declare" }; int __accc_declare_on_24_0 = __accrt_checking(); if (__accc_declare_on_24_0) { __accrt_data __accc_declare_data_24_0[] = { { (void *)&(w), sizeof(w), ACCRT_CREATE, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_check_data_begin(&__accc_declare_loc_24_0, __accc_declare_data_24_0, 1, -2); }

    for (int k = 0; k < 16; k++)
        w[k] = k * 0.5;
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare.c", 28, "use_local", "update" }; __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_UPDATE_DEVICE, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    double s = 0.0;

{ static const __accrt_loc __accc_region_loc = { "declare.c", 30, "use_local", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "declare.c"

{ static const __accrt_loc __accc_loc = { "declare.c", 30, "use_local", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_PRESENT, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 30 "declare.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
    for (int i = 0; i < n; i++)
        s += w[i % 16]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    { if (__accc_declare_on_24_0) __accrt_check_data_end(&__accc_declare_loc_24_0); return s; }
 if (__accc_declare_on_24_0) __accrt_check_data_end(&__accc_declare_loc_24_0); }

int main(void)
{
    for (int i = 0; i < 128; i++)
        table[i] = (float)(i * 2);
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare.c", 40, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(table), sizeof(table), ACCRT_UPDATE_DEVICE, 0, "table", 0, 0, __builtin_object_size((void *)&(table), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }

    static float out[1000];

{ static const __accrt_loc __accc_region_loc = { "declare.c", 43, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 43 "declare.c"

{ static const __accrt_loc __accc_loc = { "declare.c", 43, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(table), sizeof(table), ACCRT_PRESENT, 0, "table", 0, 0, __builtin_object_size((void *)&(table), 0) }, { (void *)&(coeffs), sizeof(coeffs), ACCRT_COPYIN, ACCRT_IMPLICIT, "coeffs", 0, 0, __builtin_object_size((void *)&(coeffs), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(coeffs), 0, ACCRT_ARG_DEVICE_PTR, "coeffs" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(table), 0, ACCRT_ARG_DEVICE_PTR, "table" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 43 "declare.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++)
        out[i] = lookup(i) + (float)coeffs[i % 4]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "declare.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "declare.c"

{ static const __accrt_loc __accc_loc = { "declare.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(table), sizeof(table), ACCRT_PRESENT, 0, "table", 0, 0, __builtin_object_size((void *)&(table), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(table), 0, ACCRT_ARG_DEVICE_PTR, "table" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 47 "declare.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 128; i++)
        table[i] = -table[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare.c", 50, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(table), sizeof(table), ACCRT_UPDATE_SELF, 0, "table", 0, 0, __builtin_object_size((void *)&(table), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }

    double s = 0.0;
    for (int i = 0; i < 1000; i++)
        s += out[i];
    printf("out[0]=%.1f out[999]=%.1f sum=%.1f table[5]=%.1f local=%.1f\n",
           out[0], out[999], s, table[5], use_local(100));
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
static const __accrt_loc __accc_declare_loc_10_0 = { "declare.c", 10, "", "declare" };
static void __attribute__((constructor(201))) __accc_declare_10_0(void) { if (__accrt_checking()) { __accrt_data __accc_declare_data_10_0[] = { { (void *)&(table), sizeof(table), ACCRT_CREATE, 0, "table", 0, 0, __builtin_object_size((void *)&(table), 0) } }; __accrt_enter_data(&__accc_declare_loc_10_0, __accc_declare_data_10_0, 1, -2); } }
static const __accrt_loc __accc_declare_loc_13_0 = { "declare.c", 13, "", "declare" };
static void __attribute__((constructor(201))) __accc_declare_13_0(void) { if (__accrt_checking()) { __accrt_data __accc_declare_data_13_0[] = { { (void *)&(coeffs), sizeof(coeffs), ACCRT_COPYIN, 0, "coeffs", 0, 0, __builtin_object_size((void *)&(coeffs), 0) } }; __accrt_enter_data(&__accc_declare_loc_13_0, __accc_declare_data_13_0, 1, -2); } }
