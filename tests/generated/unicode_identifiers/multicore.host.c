/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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

{ static const __accrt_loc __accc_loc = { "unicode_identifiers.c", 16, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(écart), sizeof(écart), ACCRT_COPYOUT, 0, "écart", 0, 0, __builtin_object_size((void *)&(écart), 0) }, { (void *)&(somme), sizeof(somme), ACCRT_COPY, ACCRT_IMPLICIT, "somme", 0, 0, __builtin_object_size((void *)&(somme), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(nö)), sizeof(nö), ACCRT_ARG_VALUE, "nö" }, { (const void *)(&(zone)), sizeof(zone), ACCRT_ARG_VALUE, "zone" }, { (const void *)(écart), 0, ACCRT_ARG_DEVICE_PTR, "écart" }, { (const void *)(&(somme)), 0, ACCRT_ARG_DEVICE_PTR, "somme" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 4, -2); }
# 16 "unicode_identifiers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(nö, zone) reduction(+:somme)
    for (int ι = 0; ι < nö; ι++) {
        écart[ι] = carré(ι - zone.début);
        if (ι >= zone.début && ι < zone.fin) somme += écart[ι];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("%d %d %ld\n", écart[0], écart[99], somme);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
