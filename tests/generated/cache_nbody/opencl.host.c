/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "cache_nbody.c"
# 1 "cache_nbody.c"
# 1 "cache_nbody.c"
# 10 "cache_nbody.c"
# 11 "cache_nbody.c" 2
# 12 "cache_nbody.c" 2





# 16 "cache_nbody.c"
static float x[960], y[960], z[960], m[960];
static float ax[960], ay[960], az[960];
static int close_pairs[960];

int main(void)
{
    for (int i = 0; i < 960; i++) {
        x[i] = (float)((i * 37) % 101 - 50);
        y[i] = (float)((i * 53) % 89 - 44);
        z[i] = (float)((i * 71) % 97 - 48);
        m[i] = (float)(1 + i % 5);
    }


{ static const __accrt_loc __accc_region_loc = { "cache_nbody.c", 29, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "cache_nbody.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "cache_nbody.c", 29, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPYIN, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(ax), sizeof(ax), ACCRT_COPYOUT, 0, "ax", 0, 0, __builtin_object_size((void *)&(ax), 0) }, { (void *)&(ay), sizeof(ay), ACCRT_COPYOUT, 0, "ay", 0, 0, __builtin_object_size((void *)&(ay), 0) }, { (void *)&(az), sizeof(az), ACCRT_COPYOUT, 0, "az", 0, 0, __builtin_object_size((void *)&(az), 0) }, { (void *)&(close_pairs), sizeof(close_pairs), ACCRT_COPYOUT, 0, "close_pairs", 0, 0, __builtin_object_size((void *)&(close_pairs), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 8, -2);
 { long __accc_v8 = (long)(0); long __accc_v9 = (long)(1); long __accc_v10 = ((long)((long long)(960) - (long long)(0)) > 0 ? (long)((long long)(960) - (long long)(0)) : 0); long __accc_v11 = (long long)((long)((long long)(960) - (long long)(0)) > 0 ? (long)((long long)(960) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "z" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "m" }, { (const void *)(ax), 0, ACCRT_ARG_DEVICE_PTR, "ax" }, { (const void *)(ay), 0, ACCRT_ARG_DEVICE_PTR, "ay" }, { (const void *)(az), 0, ACCRT_ARG_DEVICE_PTR, "az" }, { (const void *)(close_pairs), 0, ACCRT_ARG_DEVICE_PTR, "close_pairs" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v11, (int)(((__accc_v11 + 256 - 1) / 256) < 1048576 ? ((__accc_v11 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 12, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 8, -2);
} else {
# 29 "cache_nbody.c"

{ static const __accrt_loc __accc_loc = { "cache_nbody.c", 29, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_COPYIN, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_COPYIN, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) }, { (void *)&(z), sizeof(z), ACCRT_COPYIN, 0, "z", 0, 0, __builtin_object_size((void *)&(z), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(ax), sizeof(ax), ACCRT_COPYOUT, 0, "ax", 0, 0, __builtin_object_size((void *)&(ax), 0) }, { (void *)&(ay), sizeof(ay), ACCRT_COPYOUT, 0, "ay", 0, 0, __builtin_object_size((void *)&(ay), 0) }, { (void *)&(az), sizeof(az), ACCRT_COPYOUT, 0, "az", 0, 0, __builtin_object_size((void *)&(az), 0) }, { (void *)&(close_pairs), sizeof(close_pairs), ACCRT_COPYOUT, 0, "close_pairs", 0, 0, __builtin_object_size((void *)&(close_pairs), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" }, { (const void *)(z), 0, ACCRT_ARG_DEVICE_PTR, "z" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(ax), 0, ACCRT_ARG_DEVICE_PTR, "ax" }, { (const void *)(ay), 0, ACCRT_ARG_DEVICE_PTR, "ay" }, { (const void *)(az), 0, ACCRT_ARG_DEVICE_PTR, "az" }, { (const void *)(close_pairs), 0, ACCRT_ARG_DEVICE_PTR, "close_pairs" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 8, __accc_args, 8, -2); }
# 29 "cache_nbody.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 960; i++) {
        float fx = 0.0f, fy = 0.0f, fz = 0.0f;
        int near = 0;
        float xi = x[i], yi = y[i], zi = z[i];
        for (int jj = 0; jj < 960; jj += 64) {

            for (int j = jj; j < jj + 64; j++) {
                float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                float r2 = dx * dx + dy * dy + dz * dz;
                if (r2 < 400.0f)
                    near++;
                float inv = 1.0f / sqrtf(r2 + 0.5f);
                float s = m[j] * inv * inv * inv;
                fx += dx * s;
                fy += dy * s;
                fz += dz * s;
            }
        }
        ax[i] = fx;
        ay[i] = fy;
        az[i] = fz;
        close_pairs[i] = near;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    long pairs = 0;
    double worst = 0.0;
    for (int i = 0; i < 960; i++) {
        double rx = 0.0, ry = 0.0, rz = 0.0, scale = 0.0;
        int near = 0;
        for (int j = 0; j < 960; j++) {
            double dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 < 400.0)
                near++;
            double inv = 1.0 / sqrt(r2 + 0.5);
            double s = m[j] * inv * inv * inv;
            rx += dx * s;
            ry += dy * s;
            rz += dz * s;
            scale += fabs(dx * s) + fabs(dy * s) + fabs(dz * s);
        }
        double err = (fabs(ax[i] - rx) + fabs(ay[i] - ry) + fabs(az[i] - rz)) / scale;
        if (err > worst)
            worst = err;
        if (err > 1e-4 || near != close_pairs[i])
            bad++;
        pairs += close_pairs[i];
    }
    printf("nbody %d bodies in tiles of %d: %s (%d bad, error %s 1e-4)\n", 960, 64,
           bad == 0 ? "PASS" : "FAIL", bad, worst <= 1e-4 ? "within" : "beyond");
    printf("close pairs (ordered, self included)=%ld\n", pairs);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
