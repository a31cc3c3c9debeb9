/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
# 0 "packed_structs.c"
# 1 "packed_structs.c"
# 1 "packed_structs.c"




# 6 "packed_structs.c" 2
# 7 "packed_structs.c" 2




# 10 "packed_structs.c"
struct __attribute__((packed)) sample {
    char kind;
    int count;
    short flags;
    double weight;
};

#pragma pack(push, 2)
typedef struct {
    char tag;
    double value;
    int index;
} reading;
#pragma pack(pop)

struct aligned_pair {
    char c;
    _Alignas(16) float f;
    int k __attribute__((aligned(8)));
};

union word {
    int i;
    float f;
    unsigned char bytes[6];
};

struct record {
    char head;
    struct sample s;
    union word w;
    struct aligned_pair a;
    reading r;
};

int main(void)
{
    static struct sample s[1000];
    static struct record rec[1000];
    for (int i = 0; i < 1000; i++) {
        s[i].kind = (char)(i % 7);
        s[i].count = i * 3;
        s[i].flags = (short)(i % 100);
        s[i].weight = 0.5 * i;
        rec[i].head = (char)(i % 5);
        rec[i].s = s[i];
        rec[i].w.i = i;
        rec[i].a.c = 1;
        rec[i].a.f = 0.25f * i;
        rec[i].a.k = i % 11;
        rec[i].r.tag = (char)(i % 3);
        rec[i].r.value = 2.0 * i;
        rec[i].r.index = 1000 - i;
    }


{ static const __accrt_loc __accc_region_loc = { "packed_structs.c", 65, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 65 "packed_structs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "packed_structs.c", 65, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(s)[0], (1000) * sizeof((s)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "s[0:1000]", 0, 0, __builtin_object_size((void *)&(s)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(s), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "s" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 65 "packed_structs.c"

{ static const __accrt_loc __accc_loc = { "packed_structs.c", 65, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(s)[0], (1000) * sizeof((s)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "s[0:1000]", 0, 0, __builtin_object_size((void *)&(s)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(s), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "s" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 65 "packed_structs.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++) {
        s[i].count += s[i].kind;
        s[i].flags = (short)(s[i].flags * 2);
        s[i].weight += s[i].count;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "packed_structs.c", 72, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 72 "packed_structs.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "packed_structs.c", 72, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(rec)[0], (1000) * sizeof((rec)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "rec[0:1000]", 0, 0, __builtin_object_size((void *)&(rec)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 1, -2);
 { long __accc_v1 = (long)(0); long __accc_v2 = (long)(1); long __accc_v3 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v4 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(rec), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "rec" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v4, 0, 128, 0, __accc_args, 5, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 1, -2);
} else {
# 72 "packed_structs.c"

{ static const __accrt_loc __accc_loc = { "packed_structs.c", 72, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(rec)[0], (1000) * sizeof((rec)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "rec[0:1000]", 0, 0, __builtin_object_size((void *)&(rec)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(rec), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "rec" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 72 "packed_structs.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 1000; i++) {
        rec[i].s.count += rec[i].head;
        rec[i].s.weight *= 2.0;
        rec[i].w.i += rec[i].a.k;
        rec[i].a.f += (float)rec[i].r.tag;
        rec[i].r.value += rec[i].r.index + rec[i].s.flags;
        rec[i].r.index = -rec[i].r.index;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long counts = 0, flags = 0, words = 0, indices = 0;
    double weights = 0.0, fs = 0.0, values = 0.0;
    for (int i = 0; i < 1000; i++) {
        counts += s[i].count + rec[i].s.count;
        flags += s[i].flags + rec[i].s.kind;
        weights += s[i].weight + rec[i].s.weight;
        words += rec[i].w.i + rec[i].a.c;
        fs += rec[i].a.f;
        values += rec[i].r.value;
        indices += rec[i].r.index + rec[i].head + rec[i].r.tag;
    }
    printf("sizes: sample %zu reading %zu aligned_pair %zu word %zu record %zu\n",
           sizeof(struct sample), sizeof(reading), sizeof(struct aligned_pair),
           sizeof(union word), sizeof(struct record));
    printf("offsets: weight %zu value %zu f %zu r %zu\n", 
# 96 "packed_structs.c" 3 4
                                                         __builtin_offsetof (
# 96 "packed_structs.c"
                                                         struct sample
# 96 "packed_structs.c" 3 4
                                                         , 
# 96 "packed_structs.c"
                                                         weight
# 96 "packed_structs.c" 3 4
                                                         )
# 96 "packed_structs.c"
                                                                                        ,
           
# 97 "packed_structs.c" 3 4
          __builtin_offsetof (
# 97 "packed_structs.c"
          reading
# 97 "packed_structs.c" 3 4
          , 
# 97 "packed_structs.c"
          value
# 97 "packed_structs.c" 3 4
          )
# 97 "packed_structs.c"
                                  , 
# 97 "packed_structs.c" 3 4
                                    __builtin_offsetof (
# 97 "packed_structs.c"
                                    struct aligned_pair
# 97 "packed_structs.c" 3 4
                                    , 
# 97 "packed_structs.c"
                                    f
# 97 "packed_structs.c" 3 4
                                    )
# 97 "packed_structs.c"
                                                                    ,
           
# 98 "packed_structs.c" 3 4
          __builtin_offsetof (
# 98 "packed_structs.c"
          struct record
# 98 "packed_structs.c" 3 4
          , 
# 98 "packed_structs.c"
          r
# 98 "packed_structs.c" 3 4
          )
# 98 "packed_structs.c"
                                    );
    printf("counts=%ld flags=%ld weights=%.1f\n", counts, flags, weights);
    printf("words=%ld fs=%.2f values=%.1f indices=%ld\n", words, fs, values, indices);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
