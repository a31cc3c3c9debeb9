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



{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 35, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 35 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < p->n; i++)
        p->data[i] = p->data[i] * p->scale + (float)p->n / 1000.0f; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("p->data: %.1f\n", total(v.data, 1000));



{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < 1000; i++)
        (*p).data[i] -= p[0].scale; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("(*p).data: %.1f\n", total(v.data, 1000));


    struct outer o = { 4, { 1000, malloc(1000 * sizeof(float)) } };
    struct outer *q = &o;
    fill(o.in.data, 1000);

{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 50, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < q->in.n; i++)
        q->in.data[i] = q->in.data[i] * (float)q->k + (float)(q->in.n - 1000); if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("q->in.data: %.1f\n", total(o.in.data, 1000));




{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 57, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 57 "struct_pointer_members.c"
#pragma omp parallel num_threads(1)
    {
        p->count = p->n / 10;
        p->data[0] = (float)p->count;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("serial: count %d, data[0] %.1f, p->data: %.1f\n", v.count, v.data[0],
           total(v.data, 1000));


{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 65, "main", "parallel" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 65 "struct_pointer_members.c"
#pragma omp parallel if(__accrt_multicore_active()) num_threads((1))
    {
        p->count += (int)p->data[1] + 1;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("num_gangs(1): count %d\n", v.count);


    float sum = 0.0f;

{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 73, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
    for (int i = 0; i < p->n; i++)
        sum += p->data[i] * p->scale; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    p->count = (int)sum;
    printf("reduction: count %d\n", v.count);




    v.count = 0;

{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 83, "main", "data" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 83 "struct_pointer_members.c"

    {

{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 85, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 85 "struct_pointer_members.c"
#pragma omp parallel num_threads(1)
        p->count = 2; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "struct_pointer_members.c", 87, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 87 "struct_pointer_members.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
        for (int i = 0; i < 1000; i++)
            p->data[i] += (float)p->count; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("present: count %d, p->data: %.1f\n", v.count, total(v.data, 1000));

    free(v.data);
    free(o.in.data);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
