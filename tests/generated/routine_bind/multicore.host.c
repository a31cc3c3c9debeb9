/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "routine_bind.c"
# 1 "routine_bind.c"
# 1 "routine_bind.c"





# 7 "routine_bind.c" 2




# 10 "routine_bind.c"
static int host_twice(int x) { return 2 * x; }
static float host_half(float x) { return x / 2.0f; }


static int twice_on_device(int x)
{
    return x + x;
}

int twice(int x);


int twice(int x)
{
    return host_twice(x);
}

static float half_on_device(float x)
{
    return x * 0.5f;
}


static float half(float x)
{
    return host_half(x);
}

static long cube_on_device(long x)
{
    return x * x * x;
}


static long cube(long x)
{
    long r = 1;
    for (int k = 0; k < 3; k++)
        r = (long)host_twice((int)r) / 2 * x;
    return r;
}


static long combine(int i)
{
    return twice(i) + cube(i % 10);
}

int main(void)
{
    static int a[200];
    static float f[200];
    static long c[200];
    for (int i = 0; i < 200; i++)
        f[i] = (float)i;


{ static const __accrt_loc __accc_region_loc = { "routine_bind.c", 66, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 66 "routine_bind.c"

{ static const __accrt_loc __accc_loc = { "routine_bind.c", 66, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYOUT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(f), sizeof(f), ACCRT_COPY, 0, "f", 0, 0, __builtin_object_size((void *)&(f), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(f), 0, ACCRT_ARG_DEVICE_PTR, "f" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, -2); }
# 66 "routine_bind.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 200; i++) {
        a[i] = twice(i) + 1;
        f[i] = half(f[i]) + half(1.0f);
        c[i] = combine(i);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sa = 0, sc = 0;
    double sf = 0.0;
    for (int i = 0; i < 200; i++) {
        sa += a[i];
        sf += f[i];
        sc += c[i];
    }
    printf("a: %ld  f: %.1f  c: %ld\n", sa, sf, sc);
    printf("a[7]=%d f[7]=%.2f c[13]=%ld\n", a[7], f[7], c[13]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
