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
{ static const __accrt_loc __accc_loc = { "member_chain_local_pointer.c", 22, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(p)[0], (1) * sizeof((p)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "p[0:1]", 0, 0, __builtin_object_size((void *)&(p)[0], 0) }, { (void *)&(p->data)[0], (512) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[0:512]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "member_chain_local_pointer.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "member_chain_local_pointer.c"

{ static const __accrt_loc __accc_loc = { "member_chain_local_pointer.c", 24, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), 0, ACCRT_PRESENT, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 24 "member_chain_local_pointer.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 512; i++) {
            vec *q = p;
            q->data[i] += (float)q->n / 512.0f;
        } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double s = 0;
    for (int i = 0; i < 512; i++)
        s += v.data[i];
    printf("v: %.1f\n", s);
    free(v.data);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
