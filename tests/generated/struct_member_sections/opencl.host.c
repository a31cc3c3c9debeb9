/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_5_0 = { "__accc_kernel_5_0", __accc_program, 0, 0, 0, 0 };
# 0 "struct_member_sections.c"
# 1 "struct_member_sections.c"
# 1 "struct_member_sections.c"






# 8 "struct_member_sections.c" 2
# 9 "struct_member_sections.c" 2




# 12 "struct_member_sections.c"
typedef struct { int n; float scale; float *data; } vec;
struct inner { int n; float *data; };
struct outer { int k; struct inner in; };
struct wrap { int k; vec *link; };

static double total(const float *a, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    vec v = { 1000, 3.0f, malloc(1000 * sizeof(float)) };
    for (int i = 0; i < 1000; i++)
        v.data[i] = (float)(i % 10);



{ long long __accc_clause_0 __attribute__((unused)) = (v.n); static const __accrt_loc __accc_region_loc = { "struct_member_sections.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "struct_member_sections.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "struct_member_sections.c", 30, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(v.data)[0], (__accc_clause_0) * sizeof((v.data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "v.data[0:v.n]", 0, 0, __builtin_object_size((void *)&(v.data)[0], 0) }, { (void *)&(v.data), sizeof(v.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "v.data", 0, 0, __builtin_object_size((void *)&(v.data), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(v.n) - (long long)(0)) > 0 ? (long)((long long)(v.n) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(v.n) - (long long)(0)) > 0 ? (long)((long long)(v.n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_v" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "__accc_m_v_data" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 30 "struct_member_sections.c"

{ static const __accrt_loc __accc_loc = { "struct_member_sections.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(v.data)[0], (__accc_clause_0) * sizeof((v.data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "v.data[0:v.n]", 0, 0, __builtin_object_size((void *)&(v.data)[0], 0) }, { (void *)&(v.data), sizeof(v.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "v.data", 0, 0, __builtin_object_size((void *)&(v.data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), sizeof(v), ACCRT_ARG_VALUE, "v" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "v.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 30 "struct_member_sections.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < v.n; i++)
        v.data[i] = v.data[i] * v.scale + (float)v.n / 1000.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("v.data: %.1f\n", total(v.data, 1000));


    vec *p = &v;

{ long long __accc_clause_1 __attribute__((unused)) = (p->n); static const __accrt_loc __accc_region_loc = { "struct_member_sections.c", 37, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 37 "struct_member_sections.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "struct_member_sections.c", 37, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPYIN, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(p->data)[0], (__accc_clause_1) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[0:p->n]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "__accc_m_p_data" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 37 "struct_member_sections.c"

{ static const __accrt_loc __accc_loc = { "struct_member_sections.c", 37, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPYIN, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(p->data)[0], (__accc_clause_1) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[0:p->n]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p->data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 37 "struct_member_sections.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++)
        p->data[i] += 1.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("p->data: %.1f\n", total(v.data, 1000));


    struct outer o = { 7, { 1000, malloc(1000 * sizeof(float)) } };
    struct outer *q = &o;
    for (int i = 0; i < 1000; i++)
        o.in.data[i] = (float)i;

{ long long __accc_clause_2 __attribute__((unused)) = (q->in.n); static const __accrt_loc __accc_region_loc = { "struct_member_sections.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "struct_member_sections.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "struct_member_sections.c", 47, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(q), sizeof(*(q)), ACCRT_COPYIN, ACCRT_IMPLICIT, "q", 0, 0, __builtin_object_size((void *)(q), 0) }, { (void *)&(q->in.data)[0], (__accc_clause_2) * sizeof((q->in.data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "q->in.data[0:q->in.n]", 0, 0, __builtin_object_size((void *)&(q->in.data)[0], 0) }, { (void *)&(q->in.data), sizeof(q->in.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "q->in.data", 0, 0, __builtin_object_size((void *)&(q->in.data), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" }, { (const void *)((q)->in.data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "__accc_m_q_in_data" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 47 "struct_member_sections.c"

{ static const __accrt_loc __accc_loc = { "struct_member_sections.c", 47, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(q), sizeof(*(q)), ACCRT_COPYIN, ACCRT_IMPLICIT, "q", 0, 0, __builtin_object_size((void *)(q), 0) }, { (void *)&(q->in.data)[0], (__accc_clause_2) * sizeof((q->in.data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "q->in.data[0:q->in.n]", 0, 0, __builtin_object_size((void *)&(q->in.data)[0], 0) }, { (void *)&(q->in.data), sizeof(q->in.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "q->in.data", 0, 0, __builtin_object_size((void *)&(q->in.data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" }, { (const void *)((q)->in.data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "q->in.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 47 "struct_member_sections.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++)
        q->in.data[i] = q->in.data[i] * 2.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("q->in.data: %.1f\n", total(o.in.data, 1000));


    struct wrap w = { 5, &v };

{ static const __accrt_loc __accc_region_loc = { "struct_member_sections.c", 54, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 54 "struct_member_sections.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "struct_member_sections.c", 54, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(w.link->data)[0], (1000) * sizeof((w.link->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "w.link->data[0:1000]", 0, 0, __builtin_object_size((void *)&(w.link->data)[0], 0) }, { (void *)&(w.link->data), sizeof(w.link->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "w.link->data", 0, 0, __builtin_object_size((void *)&(w.link->data), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(w)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_w" }, { (const void *)((w).link->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "__accc_m_w_link_data" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 54 "struct_member_sections.c"

{ static const __accrt_loc __accc_loc = { "struct_member_sections.c", 54, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, ACCRT_IMPLICIT, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(w.link->data)[0], (1000) * sizeof((w.link->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "w.link->data[0:1000]", 0, 0, __builtin_object_size((void *)&(w.link->data)[0], 0) }, { (void *)&(w.link->data), sizeof(w.link->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "w.link->data", 0, 0, __builtin_object_size((void *)&(w.link->data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(w)), sizeof(w), ACCRT_ARG_VALUE, "w" }, { (const void *)((w).link->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w.link->data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 54 "struct_member_sections.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++)
        w.link->data[i] -= 2.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("w.link->data: %.1f\n", total(v.data, 1000));




{ static const __accrt_loc __accc_region_loc = { "struct_member_sections.c", 61, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 61 "struct_member_sections.c"
{ static const __accrt_loc __accc_loc = { "struct_member_sections.c", 61, "main", "data" }; __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_COPYIN, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(v.data)[0], (1000) * sizeof((v.data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "v.data[0:1000]", 0, 0, __builtin_object_size((void *)&(v.data)[0], 0) }, { (void *)&(v.data), sizeof(v.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "v.data", 0, 0, __builtin_object_size((void *)&(v.data), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
    {

{ static const __accrt_loc __accc_region_loc = { "struct_member_sections.c", 63, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "struct_member_sections.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "struct_member_sections.c", 63, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_PRESENT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(v.n) - (long long)(0)) > 0 ? (long)((long long)(v.n) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(v.n) - (long long)(0)) > 0 ? (long)((long long)(v.n) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_v" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR, "__accc_m_v_data" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 63 "struct_member_sections.c"

{ static const __accrt_loc __accc_loc = { "struct_member_sections.c", 63, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(v), sizeof(v), ACCRT_PRESENT, 0, "v", 0, 0, __builtin_object_size((void *)&(v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "v" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR, "v.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 63 "struct_member_sections.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < v.n; i++)
            v.data[i] *= 0.5f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    } __accrt_data_end(&__accc_loc, __accc_data, 3, -2); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("attached: %.1f\n", total(v.data, 1000));



    int none = v.n - 1000;
    static int marks[1000];

{ static const __accrt_loc __accc_region_loc = { "struct_member_sections.c", 73, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "struct_member_sections.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "struct_member_sections.c", 73, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPYIN, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(p->data)[0], (none) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[0:none]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) }, { (void *)&(v.data)[0], (none) * sizeof((v.data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "v.data[0:none]", 0, 0, __builtin_object_size((void *)&(v.data)[0], 0) }, { (void *)&(v.data), sizeof(v.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "v.data", 0, 0, __builtin_object_size((void *)&(v.data), 0) }, { (void *)&(marks), sizeof(marks), ACCRT_COPYOUT, 0, "marks", 0, 0, __builtin_object_size((void *)&(marks), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 7, -2);
 { int __accc_v0 = none; long __accc_v6 = (long)(0); long __accc_v7 = (long)(1); long __accc_v8 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v9 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "none" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "p" }, { (const void *)(&(v)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_v" }, { (const void *)(marks), 0, ACCRT_ARG_DEVICE_PTR, "marks" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "__accc_m_p_data" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "__accc_m_v_data" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_5_0, __accc_v9, 0, 128, 0, __accc_args, 10, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 7, -2);
} else {
# 73 "struct_member_sections.c"

{ static const __accrt_loc __accc_loc = { "struct_member_sections.c", 73, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPYIN, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(v), sizeof(v), ACCRT_COPYIN, ACCRT_IMPLICIT, "v", 0, 0, __builtin_object_size((void *)&(v), 0) }, { (void *)&(p->data)[0], (none) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[0:none]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) }, { (void *)&(v.data)[0], (none) * sizeof((v.data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "v.data[0:none]", 0, 0, __builtin_object_size((void *)&(v.data)[0], 0) }, { (void *)&(v.data), sizeof(v.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "v.data", 0, 0, __builtin_object_size((void *)&(v.data), 0) }, { (void *)&(marks), sizeof(marks), ACCRT_COPYOUT, 0, "marks", 0, 0, __builtin_object_size((void *)&(marks), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(none)), sizeof(none), ACCRT_ARG_VALUE, "none" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)(&(v)), sizeof(v), ACCRT_ARG_VALUE, "v" }, { (const void *)(marks), 0, ACCRT_ARG_DEVICE_PTR, "marks" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p->data" }, { (const void *)((v).data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "v.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 7, __accc_args, 6, -2); }
# 73 "struct_member_sections.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++)
        marks[i] = i % 4 + (none > 0 ? (int)p->data[0] + (int)v.data[0] : none); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long m = 0;
    for (int i = 0; i < 1000; i++)
        m += marks[i];
    printf("empty sections: %ld\n", m);

    free(v.data);
    free(o.in.data);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
