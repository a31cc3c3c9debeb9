/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "struct_arrays.c"
# 1 "struct_arrays.c"
# 1 "struct_arrays.c"


# 4 "struct_arrays.c" 2




# 7 "struct_arrays.c"
typedef struct {
    float pos[3];
    float vel[3];
    int id;
} particle;

typedef struct {
    int n;
    double val[64];
    int idx[64];
} sparse_row;

int main(void)
{
    static particle p[500];
    for (int i = 0; i < 500; i++) {
        p[i].id = i;
        for (int d = 0; d < 3; d++) {
            p[i].pos[d] = (float)(i + d);
            p[i].vel[d] = (float)(d + 1) * 0.5f;
        }
    }



{ static const __accrt_loc __accc_region_loc = { "struct_arrays.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "struct_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 500; i++)
        for (int d = 0; d < 3; d++)
            p[i].pos[d] += 2.0f * p[i].vel[d]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    sparse_row r;
    r.n = 64;
    for (int k = 0; k < 64; k++) {
        r.val[k] = (double)(k % 5);
        r.idx[k] = (k * 3) % 100;
    }
    static double x[100];
    for (int i = 0; i < 100; i++)
        x[i] = (double)i;

    double dot = 0.0;

{ static const __accrt_loc __accc_region_loc = { "struct_arrays.c", 47, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 47 "struct_arrays.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:dot)
    for (int k = 0; k < r.n; k++)
        dot += r.val[k] * x[r.idx[k]]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    double sp = 0.0;
    int ids = 0;
    for (int i = 0; i < 500; i++) {
        sp += p[i].pos[0] + p[i].pos[1] + p[i].pos[2];
        ids += p[i].id;
    }
    printf("p[0].pos=(%.1f, %.1f, %.1f) sum=%.1f ids=%d\n", p[0].pos[0], p[0].pos[1], p[0].pos[2], sp, ids);
    printf("dot=%.1f\n", dot);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
