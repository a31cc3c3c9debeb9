/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "member_chain_local_pointer.c"
# 1 "member_chain_local_pointer.c"
# 1 "member_chain_local_pointer.c"
# 9 "member_chain_local_pointer.c"
# 10 "member_chain_local_pointer.c" 2
# 11 "member_chain_local_pointer.c" 2




# 14 "member_chain_local_pointer.c"
typedef struct { int n; float *data; } vec;

int main(void) {
    vec v = { 512, malloc(512 * sizeof(float)) };
    for (int i = 0; i < 512; i++)
        v.data[i] = (float)(i % 3);
    vec *p = &v;


{ static const __accrt_loc __accc_region_loc = { "member_chain_local_pointer.c", 22, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 22 "member_chain_local_pointer.c"

    {

{ static const __accrt_loc __accc_region_loc = { "member_chain_local_pointer.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "member_chain_local_pointer.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 512; i++) {
            vec *q = p;
            q->data[i] += (float)q->n / 512.0f;
        } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0;
    for (int i = 0; i < 512; i++)
        s += v.data[i];
    printf("v: %.1f\n", s);
    free(v.data);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
