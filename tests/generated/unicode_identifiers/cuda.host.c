/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_f059f8e5fc8db81b[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_f059f8e5fc8db81b == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_f059f8e5fc8db81b, 0, 0 };
# 0 "unicode_identifiers.c"
# 1 "unicode_identifiers.c"
# 1 "unicode_identifiers.c"



# 5 "unicode_identifiers.c" 2


# 6 "unicode_identifiers.c"
struct région { int début, fin; };


static int carré(int x) { return x * x; }

int main(void)
{
    int écart[100], nö = 100;
    struct région zone = {10, 90};
    long somme = 0;

{ static const __accrt_loc __accc_region_loc = { "unicode_identifiers.c", 16, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 16 "unicode_identifiers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "unicode_identifiers.c", 16, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(écart), sizeof(écart), ACCRT_COPYOUT, 0, "écart", 0, 0, __builtin_object_size((void *)&(écart), 0) }, { (void *)&(somme), sizeof(somme), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "somme", 0, 0, __builtin_object_size((void *)&(somme), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { struct région __accc_v0 = zone; __typeof__(somme) __accc_v3 = 0; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(nö) - (long long)(0)) > 0 ? (long)((long long)(nö) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(nö) - (long long)(0)) > 0 ? (long)((long long)(nö) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "__accc_fp_zone" }, { (const void *)(écart), 0, ACCRT_ARG_DEVICE_PTR, "écart" }, { (const void *)(&(somme)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_somme" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_ACCUMULATOR, "__accc_a_somme" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, 0, 128, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 16 "unicode_identifiers.c"

{ static const __accrt_loc __accc_loc = { "unicode_identifiers.c", 16, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(écart), sizeof(écart), ACCRT_COPYOUT, 0, "écart", 0, 0, __builtin_object_size((void *)&(écart), 0) }, { (void *)&(somme), sizeof(somme), ACCRT_COPY, ACCRT_IMPLICIT, "somme", 0, 0, __builtin_object_size((void *)&(somme), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(nö)), sizeof(nö), ACCRT_ARG_VALUE, "nö" }, { (const void *)(&(zone)), sizeof(zone), ACCRT_ARG_VALUE, "zone" }, { (const void *)(écart), 0, ACCRT_ARG_DEVICE_PTR, "écart" }, { (const void *)(&(somme)), 0, ACCRT_ARG_DEVICE_PTR, "somme" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 16 "unicode_identifiers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(nö, zone) reduction(+:somme)
    for (int ι = 0; ι < nö; ι++) {
        écart[ι] = carré(ι - zone.début);
        if (ι >= zone.début && ι < zone.fin) somme += écart[ι];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%d %d %ld\n", écart[0], écart[99], somme);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
