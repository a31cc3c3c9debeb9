/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "statement_expression_pointers.c"
# 1 "statement_expression_pointers.c"
# 1 "statement_expression_pointers.c"
# 10 "statement_expression_pointers.c"
# 11 "statement_expression_pointers.c" 2




# 14 "statement_expression_pointers.c"

float pick(const float *v, int i)
{
    return ({
        const float *q = v + i;
        *q;
    });
}


const float *element(const float *v, int i)
{
    return ({
        const float *q = v + i;
        q;
    });
}

int main(void)
{
    static float a[256], b[256], c[256], w[256];
    for (int i = 0; i < 256; i++) {
        w[i] = (float)(i % 13);
        a[i] = b[i] = c[i] = 0.0f;
    }


{ static const __accrt_loc __accc_region_loc = { "statement_expression_pointers.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "statement_expression_pointers.c"

{ static const __accrt_loc __accc_loc = { "statement_expression_pointers.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a)[0], (256) * sizeof((a)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "a[0:256]", 0, 0, __builtin_object_size((void *)&(a)[0], 0) }, { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 40 "statement_expression_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        a[i] = ({ const float *s = w; float *t = a; t[i] + s[i] * 2.0f; }); if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "statement_expression_pointers.c", 44, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 44 "statement_expression_pointers.c"

{ static const __accrt_loc __accc_loc = { "statement_expression_pointers.c", 44, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b)[0], (256) * sizeof((b)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "b[0:256]", 0, 0, __builtin_object_size((void *)&(b)[0], 0) }, { (void *)&(w)[0], (256) * sizeof((w)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "w[0:256]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 44 "statement_expression_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++) {
        float own[2] = {1.0f, (float)(i % 3)};
        const float *p = ({ const float *s = w; s + i; });
        float first4 = ({
            float x = 0.0f;
            for (const float *q = w, *end = w + 4; q < end; q++)
                x += *q;
            x;
        });
        const float *literal = (const float *){w};
        b[i] = pick(w, i) + pick(own, 1) + *p + first4 + literal[256 - 1 - i] + *element(w, i)
               + *element(own, 0);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "statement_expression_pointers.c", 59, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 59 "statement_expression_pointers.c"

{ static const __accrt_loc __accc_loc = { "statement_expression_pointers.c", 59, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPY, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 59 "statement_expression_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int j = 0; j < 256 / 64; j++) {

        for (int i = 1; i < 63; i++) {
            float before = ({ const float *s = &w[j * 64 + i]; s[0]; });

            c[j * 64 + i] = before + ({
                float *r = &c[j * 64 + i];
                *r = 0.0f;
                w[j * 64 + i - 1] + w[j * 64 + i + 1];
            });
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "statement_expression_pointers.c", 73, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 73 "statement_expression_pointers.c"

{ static const __accrt_loc __accc_loc = { "statement_expression_pointers.c", 73, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(w), sizeof(w), ACCRT_COPYIN, 0, "w", 0, 0, __builtin_object_size((void *)&(w), 0) }, { (void *)&(c), sizeof(c), ACCRT_COPY, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR, "w" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 73 "statement_expression_pointers.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 1; i < 256 - 2; i++) {

        {
            int own[2] = {i, 1};
            c[i] += w[i - 1] + ({ int *o = own; o[1]; }) + 3.0f * w[i + 2];
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sa = 0, sb = 0, sc = 0;
    for (int i = 0; i < 256; i++) {
        sa += (long)a[i] * (1 + i % 5);
        sb += (long)b[i] * (1 + i % 7);
        sc += (long)c[i] * (1 + i % 3);
    }
    printf("loop body: %ld\n", sa);
    printf("values, for headers, routines, literals: %ld\n", sb);
    printf("cache region and fcw block: %ld\n", sc);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
