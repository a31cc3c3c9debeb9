/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "multi_device_slices.c"
# 1 "multi_device_slices.c"
# 1 "multi_device_slices.c"
# 11 "multi_device_slices.c"
# 12 "multi_device_slices.c" 2
# 13 "multi_device_slices.c" 2
# 14 "multi_device_slices.c" 2
# 15 "multi_device_slices.c" 2






# 20 "multi_device_slices.c"
static void step(const double *restrict in, double *restrict out, long lo, long hi)
{

{ long long __accc_clause_0 __attribute__((unused)) = (lo - 1); long long __accc_clause_1 __attribute__((unused)) = (hi - lo + 2); long long __accc_clause_2 __attribute__((unused)) = (lo - 1); long long __accc_clause_3 __attribute__((unused)) = (hi - lo + 2); static const __accrt_loc __accc_region_loc = { "multi_device_slices.c", 22, "step", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "multi_device_slices.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "multi_device_slices.c", 22, "step", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(in)[__accc_clause_0], (__accc_clause_1) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[lo - 1:hi - lo + 2]", 0, 0, __builtin_object_size((void *)&(in)[__accc_clause_0], 0) }, { (void *)&(out)[__accc_clause_2], (__accc_clause_3) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[lo - 1:hi - lo + 2]", 0, 0, __builtin_object_size((void *)&(out)[__accc_clause_2], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, (1));
 { long __accc_v0 = (long)((const char *)((void *)&(in)[__accc_clause_0]) - (const char *)(in)); long __accc_v2 = (long)((const char *)((void *)&(out)[__accc_clause_2]) - (const char *)(out)); long __accc_v4 = (long)(lo); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(hi) - (long long)(lo)) > 0 ? (long)((long long)(hi) - (long long)(lo)) : 0); long __accc_v7 = (long long)((long)((long long)(hi) - (long long)(lo)) > 0 ? (long)((long long)(hi) - (long long)(lo)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_delta_in" }, { (const void *)((void *)&(in)[__accc_clause_0]), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "in" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_delta_out" }, { (const void *)((void *)&(out)[__accc_clause_2]), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, (1)); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, (1));
} else {
# 22 "multi_device_slices.c"

{ static const __accrt_loc __accc_loc = { "multi_device_slices.c", 22, "step", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in)[__accc_clause_0], (__accc_clause_1) * sizeof((in)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "in[lo - 1:hi - lo + 2]", 0, 0, __builtin_object_size((void *)&(in)[__accc_clause_0], 0) }, { (void *)&(out)[__accc_clause_2], (__accc_clause_3) * sizeof((out)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "out[lo - 1:hi - lo + 2]", 0, 0, __builtin_object_size((void *)&(out)[__accc_clause_2], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lo)), sizeof(lo), ACCRT_ARG_VALUE, "lo" }, { (const void *)(&(hi)), sizeof(hi), ACCRT_ARG_VALUE, "hi" }, { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "in" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, (1)); }
# 22 "multi_device_slices.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (long i = lo; i < hi; i++)
        out[i] = 0.5 * (in[i - 1] + in[i + 1]) + 0.125 * (in[i] - in[i - 1]); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}


static void exchange(double *x, const long *lo, int devices)
{
    for (int d = 0; d + 1 < devices; d++) {
        long edge = lo[d + 1];
        acc_memcpy_d2d(&x[edge], &x[edge], sizeof *x, d, d + 1);
        acc_memcpy_d2d(&x[edge - 1], &x[edge - 1], sizeof *x, d + 1, d);
    }
}


static void step_all(const double *in, double *out, const long *lo, int devices,
                     acc_device_t type)
{
    for (int d = 0; d < devices; d++) {
        acc_set_device_num(d, type);
        step(in, out, lo[d], lo[d + 1]);
    }
    for (int d = 0; d < devices; d++) {
        acc_set_device_num(d, type);
{ static const __accrt_loc __accc_loc = { "multi_device_slices.c", 47, "step_all", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1) }, 1, -2); }
    }
}

int main(int argc, char **argv)
{
    long n = argc > 2 ? atol(argv[1]) : 4096;
    int steps = argc > 2 ? atoi(argv[2]) : 64;
    steps += steps % 2;
    double *a = malloc((n + 2) * sizeof *a);
    double *b = malloc((n + 2) * sizeof *b);
    if (n < 1 || !a || !b) {
        fprintf(
# 59 "multi_device_slices.c" 3 4
               stderr
# 59 "multi_device_slices.c"
                     , "multi_device_slices: bad size\n");
        return 2;
    }


    for (long i = 0; i <= n + 1; i++)
        a[i] = b[i] = (i == 0) ? 1.0 : (i == n + 1) ? -1.0 : (double)(i % 8) / 8.0;

    acc_device_t type = acc_get_device_type();
    int devices = acc_get_num_devices(type);
    if (devices < 1)
        devices = 1;
    if (devices > 16)
        devices = 16;
    if (devices > n)
        devices = (int)n;

    long lo[16 + 1];
    for (int d = 0; d <= devices; d++)
        lo[d] = 1 + n * d / devices;

    for (int d = 0; d < devices; d++) {
        acc_set_device_num(d, type);
        long first = lo[d] - 1, len = lo[d + 1] - lo[d] + 2;
{ static const __accrt_loc __accc_loc = { "multi_device_slices.c", 83, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(a)[first], (len) * sizeof((a)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "a[first:len]", 0, 0, __builtin_object_size((void *)&(a)[first], 0) }, { (void *)&(b)[first], (len) * sizeof((b)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "b[first:len]", 0, 0, __builtin_object_size((void *)&(b)[first], 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 2, -2); }
    }

    struct timespec t0, t1;
    clock_gettime(
# 87 "multi_device_slices.c" 3 4
                 1
# 87 "multi_device_slices.c"
                                , &t0);
    for (int s = 0; s < steps; s += 2) {
        step_all(a, b, lo, devices, type);
        exchange(b, lo, devices);
        step_all(b, a, lo, devices, type);
        exchange(a, lo, devices);
    }
    clock_gettime(
# 94 "multi_device_slices.c" 3 4
                 1
# 94 "multi_device_slices.c"
                                , &t1);

    for (int d = 0; d < devices; d++) {
        acc_set_device_num(d, type);
        long first = lo[d] - 1, len = lo[d + 1] - lo[d] + 2, own = lo[d + 1] - lo[d];
        long start = lo[d];
{ static const __accrt_loc __accc_loc = { "multi_device_slices.c", 100, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a)[start], (own) * sizeof((a)[0]), ACCRT_UPDATE_SELF, 0, "a[start:own]", 0, 0, __builtin_object_size((void *)&(a)[start], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
{ static const __accrt_loc __accc_loc = { "multi_device_slices.c", 101, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(a)[first], (len) * sizeof((a)[0]), ACCRT_DELETE, 0 | ACCRT_SECTION, "a[first:len]", 0, 0, __builtin_object_size((void *)&(a)[first], 0) }, { (void *)&(b)[first], (len) * sizeof((b)[0]), ACCRT_DELETE, 0 | ACCRT_SECTION, "b[first:len]", 0, 0, __builtin_object_size((void *)&(b)[first], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 2, -2); }
    }
    acc_set_device_num(0, type);



    double sum = 0.0;
    for (long i = 1; i <= n; i++)
        sum += a[i];
    printf("n %ld, %d steps: sum %.17g, a[n/2] %.17g\n", n, steps, sum, a[n / 2]);
    if (argc > 2)
        fprintf(
# 112 "multi_device_slices.c" 3 4
               stderr
# 112 "multi_device_slices.c"
                     , "multi_device_slices: %d device%s, %.3f s\n", devices,
                devices == 1 ? "" : "s",
                (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
    free(a);
    free(b);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
