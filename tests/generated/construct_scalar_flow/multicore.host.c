/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "construct_scalar_flow.c"
# 1 "construct_scalar_flow.c"
# 1 "construct_scalar_flow.c"







# 9 "construct_scalar_flow.c" 2




# 12 "construct_scalar_flow.c"
typedef struct { int n; double v[16]; } vec;

int main(void) {
    int a[100], b[100], c[100], s = 0, h = 0;
    for (int i = 0; i < 100; i++)
        a[i] = i;

{ static const __accrt_loc __accc_region_loc = { "construct_scalar_flow.c", 18, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "construct_scalar_flow.c"

{ static const __accrt_loc __accc_loc = { "construct_scalar_flow.c", 18, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPYOUT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(h), sizeof(h), ACCRT_COPY, ACCRT_IMPLICIT, "h", 0, 0, __builtin_object_size((void *)&(h), 0) }, { (void *)&(s), sizeof(s), ACCRT_COPY, ACCRT_IMPLICIT, "s", 0, 0, __builtin_object_size((void *)&(s), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(&(h)), 0, ACCRT_ARG_DEVICE_PTR, "h" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" }, { (const void *)(&(s)), 0, ACCRT_ARG_DEVICE_PTR, "s" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 5, -2); }
# 18 "construct_scalar_flow.c"

    {
        h = a[3] * 2;
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 21 "construct_scalar_flow.c"
for (int i = 0; i < 100; i++)
            c[i] = a[i] + h;
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:s)
# 23 "construct_scalar_flow.c"
for (int i = 0; i < 100; i++)
            s += a[i];
        
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 25 "construct_scalar_flow.c"
for (int i = 0; i < 100; i++)
            b[i] = a[i] + s;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("kernels: h %d s %d c[0] %d c[99] %d b[0] %d b[99] %d\n", h, s, c[0], c[99], b[0], b[99]);

    vec x = { 16, {0} };

{ static const __accrt_loc __accc_region_loc = { "construct_scalar_flow.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "construct_scalar_flow.c"

{ static const __accrt_loc __accc_loc = { "construct_scalar_flow.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPY, ACCRT_IMPLICIT, "x", 0, 0, __builtin_object_size((void *)&(x), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(x)), 0, ACCRT_ARG_DEVICE_PTR, "x" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 31 "construct_scalar_flow.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 16; i++)
        x.v[i] = i * 2 + x.n; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("struct: %.1f %.1f\n", x.v[1], x.v[15]);

    int out[4][8], buf[8];

{ static const __accrt_loc __accc_region_loc = { "construct_scalar_flow.c", 37, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "construct_scalar_flow.c"

{ static const __accrt_loc __accc_loc = { "construct_scalar_flow.c", 37, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 37 "construct_scalar_flow.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(buf)
    {
#pragma omp for
        for (int g = 0; g < 4; g++) {

            for (int k = 0; k < 8; k++)
                buf[k] = g * 100 + k;

            for (int k = 0; k < 8; k++)
                out[g][k] = buf[7 - k];
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long t = 0;
    for (int g = 0; g < 4; g++)
        for (int k = 0; k < 8; k++)
            t += out[g][k] * (k + 1);
    printf("gang private: %d %d %d %d (%ld)\n", out[0][0], out[1][0], out[2][0], out[3][7], t);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
