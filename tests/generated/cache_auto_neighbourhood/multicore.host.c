/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_auto_neighbourhood.c"
# 1 "cache_auto_neighbourhood.c"
# 1 "cache_auto_neighbourhood.c"
# 11 "cache_auto_neighbourhood.c"
# 12 "cache_auto_neighbourhood.c" 2






# 17 "cache_auto_neighbourhood.c"
static float fin[1000], fout[1000], wts[(2 * 3 + 1)];
static double din[1000], dout[1000];
static int iin[1000], iout[1000], jin[1000], jout[1000];
static long lout[1000], kout[1000], gout[1000], mout[1000], sout[1000];

static void run(int n, int lo)
{

{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 24, "run", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "cache_auto_neighbourhood.c"
{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 24, "run", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(fin), sizeof(fin), ACCRT_COPYIN, 0, "fin", 0, 0, __builtin_object_size((void *)&(fin), 0) }, { (void *)&(wts), sizeof(wts), ACCRT_COPYIN, 0, "wts", 0, 0, __builtin_object_size((void *)&(wts), 0) }, { (void *)&(din), sizeof(din), ACCRT_COPYIN, 0, "din", 0, 0, __builtin_object_size((void *)&(din), 0) }, { (void *)&(iin), sizeof(iin), ACCRT_COPYIN, 0, "iin", 0, 0, __builtin_object_size((void *)&(iin), 0) }, { (void *)&(jin), sizeof(jin), ACCRT_COPYIN, 0, "jin", 0, 0, __builtin_object_size((void *)&(jin), 0) }, { (void *)&(fout), sizeof(fout), ACCRT_COPY, 0, "fout", 0, 0, __builtin_object_size((void *)&(fout), 0) }, { (void *)&(dout), sizeof(dout), ACCRT_COPY, 0, "dout", 0, 0, __builtin_object_size((void *)&(dout), 0) }, { (void *)&(iout), sizeof(iout), ACCRT_COPY, 0, "iout", 0, 0, __builtin_object_size((void *)&(iout), 0) }, { (void *)&(jout), sizeof(jout), ACCRT_COPY, 0, "jout", 0, 0, __builtin_object_size((void *)&(jout), 0) }, { (void *)&(lout), sizeof(lout), ACCRT_COPY, 0, "lout", 0, 0, __builtin_object_size((void *)&(lout), 0) }, { (void *)&(kout), sizeof(kout), ACCRT_COPY, 0, "kout", 0, 0, __builtin_object_size((void *)&(kout), 0) }, { (void *)&(gout), sizeof(gout), ACCRT_COPY, 0, "gout", 0, 0, __builtin_object_size((void *)&(gout), 0) }, { (void *)&(mout), sizeof(mout), ACCRT_COPY, 0, "mout", 0, 0, __builtin_object_size((void *)&(mout), 0) }, { (void *)&(sout), sizeof(sout), ACCRT_COPY, 0, "sout", 0, 0, __builtin_object_size((void *)&(sout), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 14, -2); }
    {


{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 27, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 27, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(wts), sizeof(wts), ACCRT_COPYIN, ACCRT_IMPLICIT, "wts", 0, 0, __builtin_object_size((void *)&(wts), 0) }, { (void *)&(fin), sizeof(fin), ACCRT_COPYIN, ACCRT_IMPLICIT, "fin", 0, 0, __builtin_object_size((void *)&(fin), 0) }, { (void *)&(fout), sizeof(fout), ACCRT_COPY, ACCRT_IMPLICIT, "fout", 0, 0, __builtin_object_size((void *)&(fout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(wts), 0, ACCRT_ARG_DEVICE_PTR, "wts" }, { (const void *)(fin), 0, ACCRT_ARG_DEVICE_PTR, "fin" }, { (const void *)(fout), 0, ACCRT_ARG_DEVICE_PTR, "fout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 27 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 3; i < n - 3; i++) {
            float sum = 0.0f;
            for (int k = -3; k <= 3; k++)
                sum += wts[k + 3] * fin[i + k];
            fout[i] = sum;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 35, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 35, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(din), sizeof(din), ACCRT_COPYIN, ACCRT_IMPLICIT, "din", 0, 0, __builtin_object_size((void *)&(din), 0) }, { (void *)&(dout), sizeof(dout), ACCRT_COPY, ACCRT_IMPLICIT, "dout", 0, 0, __builtin_object_size((void *)&(dout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(lo)), sizeof(lo), ACCRT_ARG_VALUE, "lo" }, { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(din), 0, ACCRT_ARG_DEVICE_PTR, "din" }, { (const void *)(dout), 0, ACCRT_ARG_DEVICE_PTR, "dout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 35 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (long long __accc_n0 = 0; __accc_n0 < (long long)((long long)(n - 2) - (long long)(lo)); __accc_n0++) { int i = lo; i += (1) * __accc_n0;
            double s = din[i - 2] + 2.0 * din[i] - din[i + 1];
            s += din[i + 2] * 0.5;
            dout[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 42, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 42, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(iin), sizeof(iin), ACCRT_COPYIN, ACCRT_IMPLICIT, "iin", 0, 0, __builtin_object_size((void *)&(iin), 0) }, { (void *)&(iout), sizeof(iout), ACCRT_COPY, ACCRT_IMPLICIT, "iout", 0, 0, __builtin_object_size((void *)&(iout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(iin), 0, ACCRT_ARG_DEVICE_PTR, "iin" }, { (const void *)(iout), 0, ACCRT_ARG_DEVICE_PTR, "iout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 42 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < n - 6; i++) {
            int s = 0;
            for (int k = 1; k <= 6; k++)
                s += k * iin[i + k];
            iout[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 50, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 50, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(iin), sizeof(iin), ACCRT_COPYIN, ACCRT_IMPLICIT, "iin", 0, 0, __builtin_object_size((void *)&(iin), 0) }, { (void *)&(lout), sizeof(lout), ACCRT_COPY, ACCRT_IMPLICIT, "lout", 0, 0, __builtin_object_size((void *)&(lout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(iin), 0, ACCRT_ARG_DEVICE_PTR, "iin" }, { (const void *)(lout), 0, ACCRT_ARG_DEVICE_PTR, "lout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 50 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(n - 4) - (long long)(4) + 1) / 2); __accc_n0++)
            { int i = 4; i += (2) * __accc_n0; lout[i] = (long)iin[i - 4] + iin[i] * 3 + iin[i + 4]; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 53, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 53 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 53, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(jin), sizeof(jin), ACCRT_COPYIN, ACCRT_IMPLICIT, "jin", 0, 0, __builtin_object_size((void *)&(jin), 0) }, { (void *)&(kout), sizeof(kout), ACCRT_COPY, ACCRT_IMPLICIT, "kout", 0, 0, __builtin_object_size((void *)&(kout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(jin), 0, ACCRT_ARG_DEVICE_PTR, "jin" }, { (const void *)(kout), 0, ACCRT_ARG_DEVICE_PTR, "kout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 53 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = n - 4; i >= 3; i--) {
            long s = 0;
            for (int k = -3; k <= 3; k++)
                s += (long)(k + 4) * jin[i + k];
            kout[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 61, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 61 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 61, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(iin), sizeof(iin), ACCRT_COPYIN, ACCRT_IMPLICIT, "iin", 0, 0, __builtin_object_size((void *)&(iin), 0) }, { (void *)&(jin), sizeof(jin), ACCRT_COPYIN, ACCRT_IMPLICIT, "jin", 0, 0, __builtin_object_size((void *)&(jin), 0) }, { (void *)&(jout), sizeof(jout), ACCRT_COPY, ACCRT_IMPLICIT, "jout", 0, 0, __builtin_object_size((void *)&(jout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(iin), 0, ACCRT_ARG_DEVICE_PTR, "iin" }, { (const void *)(jin), 0, ACCRT_ARG_DEVICE_PTR, "jin" }, { (const void *)(jout), 0, ACCRT_ARG_DEVICE_PTR, "jout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 61 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 2; i < n - 2; i++) {
            int a = iin[i - 2] + iin[i - 1] + iin[i + 1] + iin[i + 2];
            int b = jin[i - 1] * jin[i + 1];
            jout[i] = a - b % 1000;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 68, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 68 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 68, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(iin), sizeof(iin), ACCRT_COPYIN, ACCRT_IMPLICIT, "iin", 0, 0, __builtin_object_size((void *)&(iin), 0) }, { (void *)&(sout), sizeof(sout), ACCRT_COPY, ACCRT_IMPLICIT, "sout", 0, 0, __builtin_object_size((void *)&(sout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(iin), 0, ACCRT_ARG_DEVICE_PTR, "iin" }, { (const void *)(sout), 0, ACCRT_ARG_DEVICE_PTR, "sout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 68 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 4; i < n - 4; i++) {
            long s = 0;
            for (int k = -4; k <= 4; k += 2)
                s += iin[i + k];
            sout[i] = s + iin[i - 4];
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }



{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 77, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 77 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 77, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(iin), sizeof(iin), ACCRT_COPYIN, ACCRT_IMPLICIT, "iin", 0, 0, __builtin_object_size((void *)&(iin), 0) }, { (void *)&(gout), sizeof(gout), ACCRT_COPY, ACCRT_IMPLICIT, "gout", 0, 0, __builtin_object_size((void *)&(gout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(iin), 0, ACCRT_ARG_DEVICE_PTR, "iin" }, { (const void *)(gout), 0, ACCRT_ARG_DEVICE_PTR, "gout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 77 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 3; i < n - 3; i++) {
            long s = iin[i - 3] + iin[i];
            if (iin[i] % 3 == 0)
                s += iin[i + 3];
            gout[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 84, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 84 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 84, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(jin), sizeof(jin), ACCRT_COPYIN, ACCRT_IMPLICIT, "jin", 0, 0, __builtin_object_size((void *)&(jin), 0) }, { (void *)&(mout), sizeof(mout), ACCRT_COPY, ACCRT_IMPLICIT, "mout", 0, 0, __builtin_object_size((void *)&(mout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(jin), 0, ACCRT_ARG_DEVICE_PTR, "jin" }, { (const void *)(mout), 0, ACCRT_ARG_DEVICE_PTR, "mout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 84 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 3; i < n - 3; i++) {
            long s = 0;
            for (int k = -3; k <= 3; k++) {
                if (jin[i + k] == 7)
                    break;
                s += jin[i + k];
            }
            mout[i] = s;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "cache_auto_neighbourhood.c", 94, "run", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 94 "cache_auto_neighbourhood.c"

{ static const __accrt_loc __accc_loc = { "cache_auto_neighbourhood.c", 94, "run", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(jout), sizeof(jout), ACCRT_COPY, ACCRT_IMPLICIT, "jout", 0, 0, __builtin_object_size((void *)&(jout), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(jout), 0, ACCRT_ARG_DEVICE_PTR, "jout" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 94 "cache_auto_neighbourhood.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (long long __accc_n0 = 0; __accc_n0 < (long long)(((long long)(n - 1) - (long long)(1) + 1) / 2); __accc_n0++)
            { int i = 1; i += (2) * __accc_n0; jout[i] += jout[i - 1] + jout[i + 1]; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

int main(void)
{
    for (int k = 0; k < (2 * 3 + 1); k++)
        wts[k] = (float)(k % 3 + 1);
    int sizes[][2] = {{1000, 2}, {517, 5}, {40, 3}, {15, 2}};
    for (int t = 0; t < 4; t++) {
        for (int i = 0; i < 1000; i++) {
            fin[i] = (float)((i * 37 + t) % 17 - 8);
            din[i] = (double)((i * 53) % 23 - 11);
            iin[i] = (i * 7919 + t) % 101 - 50;
            jin[i] = (i * 131) % 41;
            fout[i] = dout[i] = 0;
            iout[i] = jout[i] = 0;
            lout[i] = kout[i] = gout[i] = mout[i] = sout[i] = 0;
        }
        int n = sizes[t][0];
        run(n, sizes[t][1]);
        double f = 0.0, d = 0.0;
        long s[7] = {0};
        for (int i = 0; i < 1000; i++) {
            f += fout[i] * (i % 5 + 1);
            d += dout[i] * (i % 3 + 1);
            s[0] += (long)iout[i] * (i % 7 + 1);
            s[1] += lout[i] * (i % 4 + 1);
            s[2] += kout[i] * (i % 6 + 1);
            s[3] += (long)jout[i] * (i % 2 + 1);
            s[4] += gout[i] * (i % 3 + 1);
            s[5] += mout[i] * (i % 5 + 1);
            s[6] += sout[i] * (i % 4 + 1);
        }
        printf("n %d: stencil %.1f offsets %.1f side %ld step %ld down %ld two %ld cond %ld stop %ld apart %ld\n",
               n, f, d, s[0], s[1], s[2], s[3], s[4], s[5], s[6]);
    }
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
