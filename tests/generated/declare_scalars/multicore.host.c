/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "declare_scalars.c"
# 1 "declare_scalars.c"
# 1 "declare_scalars.c"






# 8 "declare_scalars.c" 2




# 11 "declare_scalars.c"
float coef;

int lut[16];



static float apply(int i) { return coef * (float)lut[i]; }

static float work(float *restrict out, int n, int early)
{
    float tmp[16];
static const __accrt_loc __accc_declare_loc_22_0 = { "declare_scalars.c", 22, "work", "declare" }; int __accc_declare_on_22_0 = __accrt_checking(); if (__accc_declare_on_22_0) { __accrt_data __accc_declare_data_22_0[] = { { (void *)&(tmp), sizeof(tmp), ACCRT_CREATE, 0, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_check_data_begin(&__accc_declare_loc_22_0, __accc_declare_data_22_0, 1, -2); }
    int bias = 3;
static const __accrt_loc __accc_declare_loc_24_0 = { "declare_scalars.c", 24, "work", "declare" }; int __accc_declare_on_24_0 = __accrt_checking(); if (__accc_declare_on_24_0) { __accrt_data __accc_declare_data_24_0[] = { { (void *)&(bias), sizeof(bias), ACCRT_COPYIN, 0, "bias", 0, 0, __builtin_object_size((void *)&(bias), 0) } }; __accrt_check_data_begin(&__accc_declare_loc_24_0, __accc_declare_data_24_0, 1, -2); }

{ static const __accrt_loc __accc_region_loc = { "declare_scalars.c", 25, "work", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "declare_scalars.c"

{ static const __accrt_loc __accc_loc = { "declare_scalars.c", 25, "work", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(bias), sizeof(bias), ACCRT_PRESENT, ACCRT_IMPLICIT, "bias", 0, 0, __builtin_object_size((void *)&(bias), 0) }, { (void *)&(tmp), sizeof(tmp), ACCRT_COPY, ACCRT_IMPLICIT, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(&(bias)), 0, ACCRT_ARG_DEVICE_PTR, "bias" }, { (const void *)(tmp), 0, ACCRT_ARG_DEVICE_PTR, "tmp" }, { (const void *)(&(coef)), 0, ACCRT_ARG_DEVICE_PTR, "coef" }, { (const void *)(lut), 0, ACCRT_ARG_DEVICE_PTR, "lut" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 5, -2); }
# 25 "declare_scalars.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        tmp[i] = apply(i) + (float)bias; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "declare_scalars.c", 28, "work", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "declare_scalars.c"

{ static const __accrt_loc __accc_loc = { "declare_scalars.c", 28, "work", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(bias), sizeof(bias), ACCRT_PRESENT, ACCRT_IMPLICIT, "bias", 0, 0, __builtin_object_size((void *)&(bias), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(bias)), 0, ACCRT_ARG_DEVICE_PTR, "bias" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 28 "declare_scalars.c"
#pragma omp parallel num_threads(1)
    bias = 10; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "declare_scalars.c", 30, "work", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "declare_scalars.c"

{ static const __accrt_loc __accc_loc = { "declare_scalars.c", 30, "work", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(tmp), sizeof(tmp), ACCRT_COPYIN, ACCRT_IMPLICIT, "tmp", 0, 0, __builtin_object_size((void *)&(tmp), 0) }, { (void *)&(bias), sizeof(bias), ACCRT_PRESENT, ACCRT_IMPLICIT, "bias", 0, 0, __builtin_object_size((void *)&(bias), 0) }, { (void *)(out), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "out", 0, 0, __builtin_object_size((void *)(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(tmp), 0, ACCRT_ARG_DEVICE_PTR, "tmp" }, { (const void *)(&(bias)), 0, ACCRT_ARG_DEVICE_PTR, "bias" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 30 "declare_scalars.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        out[i] = tmp[i] + (float)bias; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare_scalars.c", 33, "work", "update" }; __accrt_data __accc_data[] = { { (void *)&(bias), sizeof(bias), ACCRT_UPDATE_SELF, 0, "bias", 0, 0, __builtin_object_size((void *)&(bias), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    if (early)
        { if (__accc_declare_on_24_0) __accrt_check_data_end(&__accc_declare_loc_24_0); { if (__accc_declare_on_22_0) __accrt_check_data_end(&__accc_declare_loc_22_0); return (float)bias; } }
    { if (__accc_declare_on_24_0) __accrt_check_data_end(&__accc_declare_loc_24_0); { if (__accc_declare_on_22_0) __accrt_check_data_end(&__accc_declare_loc_22_0); return -(float)bias; } }
 if (__accc_declare_on_24_0) __accrt_check_data_end(&__accc_declare_loc_24_0);  if (__accc_declare_on_22_0) __accrt_check_data_end(&__accc_declare_loc_22_0); }

int main(void)
{
    coef = 1.5f;
    for (int i = 0; i < 16; i++)
        lut[i] = i;
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare_scalars.c", 44, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(coef), sizeof(coef), ACCRT_UPDATE_DEVICE, 0, "coef", 0, 0, __builtin_object_size((void *)&(coef), 0) }, { (void *)&(lut), sizeof(lut), ACCRT_UPDATE_DEVICE, 0, "lut", 0, 0, __builtin_object_size((void *)&(lut), 0) } }; __accrt_update(&__accc_loc, __accc_data, 2, -2); }
    float out[16];
    float r1, r2;

{ static const __accrt_loc __accc_region_loc = { "declare_scalars.c", 47, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "declare_scalars.c"
{ static const __accrt_loc __accc_loc = { "declare_scalars.c", 47, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 1, -2); }
    {
        r1 = work(out, 16, 1);
        r2 = work(out, 16, 0);
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    float t = 0.0f;
    for (int i = 0; i < 16; i++)
        t += out[i];
    printf("sum=%.1f bias seen=%.1f %.1f\n", t, r1, r2);

    coef = 0.0f;

{ static const __accrt_loc __accc_region_loc = { "declare_scalars.c", 58, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 58 "declare_scalars.c"

{ static const __accrt_loc __accc_loc = { "declare_scalars.c", 58, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(coef), sizeof(coef), ACCRT_PRESENT, ACCRT_IMPLICIT, "coef", 0, 0, __builtin_object_size((void *)&(coef), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(coef)), 0, ACCRT_ARG_DEVICE_PTR, "coef" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 58 "declare_scalars.c"
#pragma omp parallel num_threads(1)
    coef = 2.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "declare_scalars.c", 60, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 60 "declare_scalars.c"

{ static const __accrt_loc __accc_loc = { "declare_scalars.c", 60, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(coef), sizeof(coef), ACCRT_PRESENT, ACCRT_IMPLICIT, "coef", 0, 0, __builtin_object_size((void *)&(coef), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(coef)), 0, ACCRT_ARG_DEVICE_PTR, "coef" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 60 "declare_scalars.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 16; i++)
        out[i] = coef * (float)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "declare_scalars.c", 63, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(coef), sizeof(coef), ACCRT_UPDATE_SELF, 0, "coef", 0, 0, __builtin_object_size((void *)&(coef), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    printf("coef=%.1f out[7]=%.1f\n", coef, out[7]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
static const __accrt_loc __accc_declare_loc_12_0 = { "declare_scalars.c", 12, "", "declare" };
static void __attribute__((constructor(201))) __accc_declare_12_0(void) { if (__accrt_checking()) { __accrt_data __accc_declare_data_12_0[] = { { (void *)&(coef), sizeof(coef), ACCRT_CREATE, 0, "coef", 0, 0, __builtin_object_size((void *)&(coef), 0) } }; __accrt_enter_data(&__accc_declare_loc_12_0, __accc_declare_data_12_0, 1, -2); } }
static const __accrt_loc __accc_declare_loc_14_0 = { "declare_scalars.c", 14, "", "declare" };
static void __attribute__((constructor(201))) __accc_declare_14_0(void) { if (__accrt_checking()) { __accrt_data __accc_declare_data_14_0[] = { { (void *)&(lut), sizeof(lut), ACCRT_CREATE, 0, "lut", 0, 0, __builtin_object_size((void *)&(lut), 0) } }; __accrt_enter_data(&__accc_declare_loc_14_0, __accc_declare_data_14_0, 1, -2); } }
