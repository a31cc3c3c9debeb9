/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "complex_arithmetic.c"
# 1 "complex_arithmetic.c"
# 1 "complex_arithmetic.c"
# 10 "complex_arithmetic.c"
# 11 "complex_arithmetic.c" 2
# 12 "complex_arithmetic.c" 2
# 13 "complex_arithmetic.c" 2




# 16 "complex_arithmetic.c"

static double _Complex rotate_twice(double _Complex z, double k)
{
    return conj(z * 
# 19 "complex_arithmetic.c" 3 4
                   (__extension__ 1.0iF)
# 19 "complex_arithmetic.c"
                    ) * k;
}
# 53 "complex_arithmetic.c"
int main(void)
{
    static double _Complex a[64], out[64][8], want[64][8], near[64][4], near_want[64][4];
    static float _Complex fa[64];
    for (int i = 0; i < 64; i++) {
        a[i] = (i % 7 - 3) + (i % 5 - 2) * 
# 58 "complex_arithmetic.c" 3 4
                                          (__extension__ 1.0iF)
# 58 "complex_arithmetic.c"
                                           ;
        fa[i] = (float)(i % 5) - (float)(i % 4) * 0.5f * 
# 59 "complex_arithmetic.c" 3 4
                                                        (__extension__ 1.0iF)
# 59 "complex_arithmetic.c"
                                                         ;
    }
    double _Complex shift = 0.5 - 1.0 * 
# 61 "complex_arithmetic.c" 3 4
                                       (__extension__ 1.0iF)
# 61 "complex_arithmetic.c"
                                        ;
    
{ static const __accrt_loc __accc_region_loc = { "complex_arithmetic.c", 62, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 62 "complex_arithmetic.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "complex_arithmetic.c", 62, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(fa), sizeof(fa), ACCRT_COPYIN, 0, "fa", 0, 0, __builtin_object_size((void *)&(fa), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(near), sizeof(near), ACCRT_COPYOUT, 0, "near", 0, 0, __builtin_object_size((void *)&(near), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { double _Complex __accc_v2 = shift; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(fa), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "fa" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_fp_shift" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(near), 0, ACCRT_ARG_DEVICE_PTR, "near" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 62 "complex_arithmetic.c"

{ static const __accrt_loc __accc_loc = { "complex_arithmetic.c", 62, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(fa), sizeof(fa), ACCRT_COPYIN, 0, "fa", 0, 0, __builtin_object_size((void *)&(fa), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(near), sizeof(near), ACCRT_COPYOUT, 0, "near", 0, 0, __builtin_object_size((void *)&(near), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(fa), 0, ACCRT_ARG_DEVICE_PTR, "fa" }, { (const void *)(&(shift)), sizeof(shift), ACCRT_ARG_VALUE, "shift" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(near), 0, ACCRT_ARG_DEVICE_PTR, "near" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 5, -2); }
# 62 "complex_arithmetic.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(shift)
# 63 "complex_arithmetic.c"
    for (int i = 0; i < 64; i++)
        do { double _Complex z = a[i], w = 1.0 + (double)((i) % 3) * 
# 64 "complex_arithmetic.c" 3 4
       (__extension__ 1.0iF)
# 64 "complex_arithmetic.c"
       ; float _Complex f = fa[i]; double _Complex q = (z * w + shift) / w; out[i][0] = q - z; out[i][1] = 2.0 * z - z / 2.0 + 1 - (3 - z) + z * 0.5 * 
# 64 "complex_arithmetic.c" 3 4
       (__extension__ 1.0iF)
# 64 "complex_arithmetic.c"
       ; double _Complex acc = z; acc += 1.5; acc *= w; acc -= 
# 64 "complex_arithmetic.c" 3 4
       (__extension__ 1.0iF)
# 64 "complex_arithmetic.c"
       ; acc /= 2; out[i][2] = -acc; float _Complex g = f * f - 2.0f * 
# 64 "complex_arithmetic.c" 3 4
       (__extension__ 1.0iF)
# 64 "complex_arithmetic.c"
       ; g += (float _Complex)z; out[i][3] = g; double _Complex parts = 0; __real__ parts = __imag__ z; __imag__ parts = creal(z) + cimagf(f) + (double)z; out[i][4] = parts; out[i][5] = (z == w) + 2 * (z != conj(z)) + 4 * (f == (float)(i % 5)) + 8 * (crealf(conjf(f)) == __real__ f) + 3.0i; out[i][6] = csqrt(z * z) + csqrtf(f * f) + cabs(3.0 + 4.0 * 
# 64 "complex_arithmetic.c" 3 4
       (__extension__ 1.0iF)
# 64 "complex_arithmetic.c"
       ) * (int)(i % 2); out[i][7] = rotate_twice(z, 2) + (double _Complex)(i % 4); near[i][0] = cexp(z / 16.0); near[i][1] = cexpf(f * 0.25f * 
# 64 "complex_arithmetic.c" 3 4
       (__extension__ 1.0iF)
# 64 "complex_arithmetic.c"
       ); near[i][2] = carg(z) + cargf(f) * 
# 64 "complex_arithmetic.c" 3 4
       (__extension__ 1.0iF)
# 64 "complex_arithmetic.c"
       ; near[i][3] = cabsf(f) + cabs(q) * 
# 64 "complex_arithmetic.c" 3 4
       (__extension__ 1.0iF)
# 64 "complex_arithmetic.c"
       ; } while (0); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    {
        double _Complex(*outp)[8] = out, (*nearp)[4] = near;
        double _Complex(*out)[8] = want, (*near)[4] = near_want;
        for (int i = 0; i < 64; i++)
            do { double _Complex z = a[i], w = 1.0 + (double)((i) % 3) * 
# 69 "complex_arithmetic.c" 3 4
           (__extension__ 1.0iF)
# 69 "complex_arithmetic.c"
           ; float _Complex f = fa[i]; double _Complex q = (z * w + shift) / w; out[i][0] = q - z; out[i][1] = 2.0 * z - z / 2.0 + 1 - (3 - z) + z * 0.5 * 
# 69 "complex_arithmetic.c" 3 4
           (__extension__ 1.0iF)
# 69 "complex_arithmetic.c"
           ; double _Complex acc = z; acc += 1.5; acc *= w; acc -= 
# 69 "complex_arithmetic.c" 3 4
           (__extension__ 1.0iF)
# 69 "complex_arithmetic.c"
           ; acc /= 2; out[i][2] = -acc; float _Complex g = f * f - 2.0f * 
# 69 "complex_arithmetic.c" 3 4
           (__extension__ 1.0iF)
# 69 "complex_arithmetic.c"
           ; g += (float _Complex)z; out[i][3] = g; double _Complex parts = 0; __real__ parts = __imag__ z; __imag__ parts = creal(z) + cimagf(f) + (double)z; out[i][4] = parts; out[i][5] = (z == w) + 2 * (z != conj(z)) + 4 * (f == (float)(i % 5)) + 8 * (crealf(conjf(f)) == __real__ f) + 3.0i; out[i][6] = csqrt(z * z) + csqrtf(f * f) + cabs(3.0 + 4.0 * 
# 69 "complex_arithmetic.c" 3 4
           (__extension__ 1.0iF)
# 69 "complex_arithmetic.c"
           ) * (int)(i % 2); out[i][7] = rotate_twice(z, 2) + (double _Complex)(i % 4); near[i][0] = cexp(z / 16.0); near[i][1] = cexpf(f * 0.25f * 
# 69 "complex_arithmetic.c" 3 4
           (__extension__ 1.0iF)
# 69 "complex_arithmetic.c"
           ); near[i][2] = carg(z) + cargf(f) * 
# 69 "complex_arithmetic.c" 3 4
           (__extension__ 1.0iF)
# 69 "complex_arithmetic.c"
           ; near[i][3] = cabsf(f) + cabs(q) * 
# 69 "complex_arithmetic.c" 3 4
           (__extension__ 1.0iF)
# 69 "complex_arithmetic.c"
           ; } while (0);
        int exact = 0, close = 0;
        for (int i = 0; i < 64; i++) {
            for (int k = 0; k < 8; k++)
                exact += outp[i][k] == want[i][k];
            for (int k = 0; k < 4; k++)
                close += cabs(nearp[i][k] - near_want[i][k]) <= 1e-5 * (1 + cabs(near_want[i][k]));
        }
        printf("exact %d/%d, close %d/%d\n", exact, 64 * 8, close, 64 * 4);
        for (int k = 0; k < 8; k++)
            printf("out[13][%d] = %g%+gi\n", k, creal(outp[13][k]), cimag(outp[13][k]));
    }
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
