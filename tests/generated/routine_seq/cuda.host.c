/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_32928ef5deb6f7f4[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_32928ef5deb6f7f4 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_32928ef5deb6f7f4, 0, 0 };
# 0 "routine_seq.c"
# 1 "routine_seq.c"
# 1 "routine_seq.c"



# 5 "routine_seq.c" 2


# 6 "routine_seq.c"

static int gcd(int a, int b)
{
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}


static int lcm(int a, int b)
{
    return a / gcd(a, b) * b;
}


static double poly(const double *c, int n, double x)
{
    double r = 0.0;
    for (int k = n - 1; k >= 0; k--)
        r = r * x + c[k];
    return r;
}

int collatz_steps(long n);


int collatz_steps(long n)
{
    int s = 0;
    while (n != 1) {
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        s++;
    }
    return s;
}



int main(void)
{
    static int g[400], l[400], steps[400];
    static double p[400];
    const double coef[4] = {1.0, -2.0, 0.0, 0.5};


{ static const __accrt_loc __accc_region_loc = { "routine_seq.c", 53, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "routine_seq.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "routine_seq.c", 53, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(g), sizeof(g), ACCRT_COPYOUT, 0, "g", 0, 0, __builtin_object_size((void *)&(g), 0) }, { (void *)&(l), sizeof(l), ACCRT_COPYOUT, 0, "l", 0, 0, __builtin_object_size((void *)&(l), 0) }, { (void *)&(steps), sizeof(steps), ACCRT_COPYOUT, 0, "steps", 0, 0, __builtin_object_size((void *)&(steps), 0) }, { (void *)&(p), sizeof(p), ACCRT_COPYOUT, 0, "p", 0, 0, __builtin_object_size((void *)&(p), 0) }, { (void *)&(coef), sizeof(coef), ACCRT_COPYIN, 0, "coef", 0, 0, __builtin_object_size((void *)&(coef), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 5, -2);
 { long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(400) - (long long)(0)) > 0 ? (long)((long long)(400) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(400) - (long long)(0)) > 0 ? (long)((long long)(400) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" }, { (const void *)(l), 0, ACCRT_ARG_DEVICE_PTR, "l" }, { (const void *)(steps), 0, ACCRT_ARG_DEVICE_PTR, "steps" }, { (const void *)(coef), 0, ACCRT_ARG_DEVICE_PTR, "coef" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 5, -2);
} else {
# 53 "routine_seq.c"

{ static const __accrt_loc __accc_loc = { "routine_seq.c", 53, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(g), sizeof(g), ACCRT_COPYOUT, 0, "g", 0, 0, __builtin_object_size((void *)&(g), 0) }, { (void *)&(l), sizeof(l), ACCRT_COPYOUT, 0, "l", 0, 0, __builtin_object_size((void *)&(l), 0) }, { (void *)&(steps), sizeof(steps), ACCRT_COPYOUT, 0, "steps", 0, 0, __builtin_object_size((void *)&(steps), 0) }, { (void *)&(p), sizeof(p), ACCRT_COPYOUT, 0, "p", 0, 0, __builtin_object_size((void *)&(p), 0) }, { (void *)&(coef), sizeof(coef), ACCRT_COPYIN, 0, "coef", 0, 0, __builtin_object_size((void *)&(coef), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(g), 0, ACCRT_ARG_DEVICE_PTR, "g" }, { (const void *)(l), 0, ACCRT_ARG_DEVICE_PTR, "l" }, { (const void *)(steps), 0, ACCRT_ARG_DEVICE_PTR, "steps" }, { (const void *)(coef), 0, ACCRT_ARG_DEVICE_PTR, "coef" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 5, -2); }
# 53 "routine_seq.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 400; i++) {
        g[i] = gcd(i + 1, 360);
        l[i] = lcm(i + 1, 12);
        steps[i] = collatz_steps(i + 1);
        p[i] = poly(coef, 4, (double)(i % 8) * 0.5);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sg = 0, sl = 0, ss = 0;
    double sp = 0.0;
    int maxs = 0, arg = 0;
    for (int i = 0; i < 400; i++) {
        sg += g[i];
        sl += l[i];
        ss += steps[i];
        sp += p[i];
        if (steps[i] > maxs) {
            maxs = steps[i];
            arg = i + 1;
        }
    }
    printf("sum gcd=%ld sum lcm=%ld sum steps=%ld longest=%d (n=%d)\n", sg, sl, ss, maxs, arg);
    printf("p[3]=%.4f sum p=%.4f\n", p[3], sp);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
