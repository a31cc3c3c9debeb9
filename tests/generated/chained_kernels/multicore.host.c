/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "chained_kernels.c"
# 1 "chained_kernels.c"
# 1 "chained_kernels.c"






# 8 "chained_kernels.c" 2





# 12 "chained_kernels.c"
static unsigned a[65536], b[65536], c[65536];

int main(void) {
    for (int i = 0; i < 65536; i++) {
        a[i] = 0;
        b[i] = (unsigned)i * 2654435761u;
        c[i] = 0;
    }

    
{ static const __accrt_loc __accc_region_loc = { "chained_kernels.c", 21, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 21 "chained_kernels.c"
{ static const __accrt_loc __accc_loc = { "chained_kernels.c", 21, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPY, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_COPY, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPY, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    {

        
{ static const __accrt_loc __accc_region_loc = { "chained_kernels.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "chained_kernels.c"

{ static const __accrt_loc __accc_loc = { "chained_kernels.c", 24, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 24 "chained_kernels.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 25 "chained_kernels.c"
        for (int i = 0; i < 65536; i++) {
            unsigned x = b[i];
            for (int k = 0; k < i / 64; k++)
                x = x * 1664525u + 1013904223u;
            a[i] = x;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

        
{ static const __accrt_loc __accc_region_loc = { "chained_kernels.c", 32, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "chained_kernels.c"

{ static const __accrt_loc __accc_loc = { "chained_kernels.c", 32, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 32 "chained_kernels.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 33 "chained_kernels.c"
        for (int i = 0; i < 65536; i++)
            c[i] = a[65536 - 1 - i] ^ (unsigned)i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


        unsigned *src = a, *dst = b;
        for (int s = 0; s < 200; s++) {
            
{ static const __accrt_loc __accc_region_loc = { "chained_kernels.c", 39, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 39 "chained_kernels.c"

{ static const __accrt_loc __accc_loc = { "chained_kernels.c", 39, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(src)[0], (65536) * sizeof((src)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "src[0:65536]", 0, 0, __builtin_object_size((void *)&(src)[0], 0) }, { (void *)&(dst)[0], (65536) * sizeof((dst)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "dst[0:65536]", 0, 0, __builtin_object_size((void *)&(dst)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(src), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "src" }, { (const void *)(&(s)), sizeof(s), ACCRT_ARG_VALUE, "s" }, { (const void *)(dst), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "dst" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 39 "chained_kernels.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 40 "chained_kernels.c"
            for (int i = 0; i < 65536; i++) {
                unsigned left = src[(i + 65536 - 1) % 65536], right = src[(i + 1) % 65536];
                dst[i] = src[i] + (left >> 3) + (right << 1) + (unsigned)s;
            } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
            unsigned *t = src;
            src = dst;
            dst = t;
        }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    unsigned long long ha = 0, hc = 0;
    for (int i = 0; i < 65536; i++) {
        ha = ha * 31 + a[i];
        hc = hc * 31 + c[i];
    }
    printf("c[0] %u, c[N-1] %u\n", c[0], c[65536 - 1]);
    printf("hash of c %llu\n", hc);
    printf("hash after %d steps %llu\n", 200, ha);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
