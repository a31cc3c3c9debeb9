/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "struct_pointer_members.c"
# 1 "struct_pointer_members.c"
# 1 "struct_pointer_members.c"







# 9 "struct_pointer_members.c" 2
# 10 "struct_pointer_members.c" 2




# 13 "struct_pointer_members.c"
typedef struct { int n; float scale; int count; float *data; } vec;
struct inner { int n; float *data; };
struct outer { int k; struct inner in; };

static double total(const float *a, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

static void fill(float *a, int n) {
    for (int i = 0; i < n; i++)
        a[i] = (float)(i % 10);
}

int main(void) {
    vec v = { 1000, 3.0f, 0, malloc(1000 * sizeof(float)) };
    vec *p = &v;
    fill(v.data, 1000);



{ long long __accc_clause_0 __attribute__((unused)) = (p->n); static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "struct_pointer_members.c"

{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 35, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPYIN, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(p->data)[0], (__accc_clause_0) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[0:p->n]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p->data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 35 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < p->n; i++)
        p->data[i] = p->data[i] * p->scale + (float)p->n / 1000.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("p->data: %.1f\n", total(v.data, 1000));



{ long long __accc_clause_1 __attribute__((unused)) = (p->n - 1); static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "struct_pointer_members.c"

{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPYIN, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(p->data)[1], (__accc_clause_1) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[1:p->n - 1]", 0, 0, __builtin_object_size((void *)&(p->data)[1], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p->data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 41 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < 1000; i++)
        (*p).data[i] -= p[0].scale; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("(*p).data: %.1f\n", total(v.data, 1000));


    struct outer o = { 4, { 1000, malloc(1000 * sizeof(float)) } };
    struct outer *q = &o;
    fill(o.in.data, 1000);

{ long long __accc_clause_2 __attribute__((unused)) = (q->in.n); static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 50, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "struct_pointer_members.c"

{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 50, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(q), sizeof(*(q)), ACCRT_COPYIN, ACCRT_IMPLICIT, "q", 0, 0, __builtin_object_size((void *)(q), 0) }, { (void *)&(q->in.data)[0], (__accc_clause_2) * sizeof((q->in.data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "q->in.data[0:q->in.n]", 0, 0, __builtin_object_size((void *)&(q->in.data)[0], 0) }, { (void *)&(q->in.data), sizeof(q->in.data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "q->in.data", 0, 0, __builtin_object_size((void *)&(q->in.data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(q), 0, ACCRT_ARG_DEVICE_PTR, "q" }, { (const void *)((q)->in.data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "q->in.data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 50 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < q->in.n; i++)
        q->in.data[i] = q->in.data[i] * (float)q->k + (float)(q->in.n - 1000); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("q->in.data: %.1f\n", total(o.in.data, 1000));




{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 57, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 57 "struct_pointer_members.c"

{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 57, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(p->data)[0], (1000) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[0:1000]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p->data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 57 "struct_pointer_members.c"
#pragma omp parallel num_threads(1)
    {
        p->count = p->n / 10;
        p->data[0] = (float)p->count;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("serial: count %d, data[0] %.1f, p->data: %.1f\n", v.count, v.data[0],
           total(v.data, 1000));


{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 65, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 65 "struct_pointer_members.c"

{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 65, "main", "parallel" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(p->data)[0], (1000) * sizeof((p->data)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "p->data[0:1000]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p->data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 2, -2); }
# 65 "struct_pointer_members.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads((1))
    {
        p->count += (int)p->data[1] + 1;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("num_gangs(1): count %d\n", v.count);


    float sum = 0.0f;

{ long long __accc_clause_3 __attribute__((unused)) = (p->n); static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 73, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "struct_pointer_members.c"

{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 73, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPYIN, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(p->data)[0], (__accc_clause_3) * sizeof((p->data)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "p->data[0:p->n]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "p->data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 3, -2); }
# 73 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < p->n; i++)
        sum += p->data[i] * p->scale; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    p->count = (int)sum;
    printf("reduction: count %d\n", v.count);




    v.count = 0;

{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 83, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 83 "struct_pointer_members.c"
{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 83, "main", "data" }; int __accc_data_on = __accrt_checking(); if (__accc_data_on) { __accrt_data __accc_data[] = { { (void *)&(p)[0], (1) * sizeof((p)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "p[0:1]", 0, 0, __builtin_object_size((void *)&(p)[0], 0) }, { (void *)&(p->data)[0], (1000) * sizeof((p->data)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "p->data[0:1000]", 0, 0, __builtin_object_size((void *)&(p->data)[0], 0) }, { (void *)&(p->data), sizeof(p->data), ACCRT_ATTACH, ACCRT_IF_PRESENT, "p->data", 0, 0, __builtin_object_size((void *)&(p->data), 0) } }; __accrt_check_data_begin(&__accc_loc, __accc_data, 3, -2); }
    {

{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 85, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 85 "struct_pointer_members.c"

{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 85, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 85 "struct_pointer_members.c"
#pragma omp parallel num_threads(1)
        p->count = 2; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 87, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 87 "struct_pointer_members.c"

{ static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 87, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPYIN, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)((p)->data), 0, ACCRT_ARG_DEVICE_PTR, "p->data" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 2, -2); }
# 87 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1000; i++)
            p->data[i] += (float)p->count; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "struct_pointer_members.c", 90, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(p->count), sizeof(p->count), ACCRT_UPDATE_SELF, 0, "p->count", 0, 0, __builtin_object_size((void *)&(p->count), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    } if (__accc_data_on) __accrt_check_data_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("present: count %d, p->data: %.1f\n", v.count, total(v.data, 1000));

    free(v.data);
    free(o.in.data);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
