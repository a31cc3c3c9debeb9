/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "anonymous_types.c"
# 1 "anonymous_types.c"
# 1 "anonymous_types.c"




# 6 "anonymous_types.c" 2




# 9 "anonymous_types.c"
typedef enum { RED, GREEN = 5, BLUE } color;

enum shape { CIRCLE = -1, SQUARE = 4, TRIANGLE = 3 };

typedef struct {
    enum shape shape;
    color paint;
    float size;
} item;

struct value {
    int is_float;
    union {
        int i;
        float f;
    };
};

int main(void)
{
    static color c[300];
    static item it[300];
    static struct value v[300];
    static int out[300];
    struct {
        int offset;
        float scale;
    } params = {7, 0.5f};
    for (int i = 0; i < 300; i++) {
        c[i] = i % 3 == 0 ? RED : (i % 3 == 1 ? GREEN : BLUE);
        it[i].shape = i % 2 ? CIRCLE : SQUARE;
        it[i].paint = c[i];
        it[i].size = (float)(i % 10);
        v[i].is_float = i % 2;
        if (v[i].is_float)
            v[i].f = 1.5f * i;
        else
            v[i].i = i;
    }


{ static const __accrt_loc __accc_region_loc = { "anonymous_types.c", 49, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 49 "anonymous_types.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "anonymous_types.c", 49, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(c)[0], (300) * sizeof((c)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "c[0:300]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) }, { (void *)&(it)[0], (300) * sizeof((it)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "it[0:300]", 0, 0, __builtin_object_size((void *)&(it)[0], 0) }, { (void *)&(v)[0], (300) * sizeof((v)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "v[0:300]", 0, 0, __builtin_object_size((void *)&(v)[0], 0) }, { (void *)&(out)[0], (300) * sizeof((out)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "out[0:300]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { __typeof__(params) __accc_v2 = params; long __accc_v5 = (long)(0); long __accc_v6 = (long)(1); long __accc_v7 = ((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); long __accc_v8 = (long long)((long)((long long)(300) - (long long)(0)) > 0 ? (long)((long long)(300) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY_IF_PRESENT, "c" }, { (const void *)(it), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "it" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_fp_params" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "v" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v8, 0, 128, 0, __accc_args, 9, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 49 "anonymous_types.c"

{ static const __accrt_loc __accc_loc = { "anonymous_types.c", 49, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c)[0], (300) * sizeof((c)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "c[0:300]", 0, 0, __builtin_object_size((void *)&(c)[0], 0) }, { (void *)&(it)[0], (300) * sizeof((it)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "it[0:300]", 0, 0, __builtin_object_size((void *)&(it)[0], 0) }, { (void *)&(v)[0], (300) * sizeof((v)[0]), ACCRT_COPY, 0 | ACCRT_SECTION, "v[0:300]", 0, 0, __builtin_object_size((void *)&(v)[0], 0) }, { (void *)&(out)[0], (300) * sizeof((out)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "out[0:300]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "c" }, { (const void *)(it), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "it" }, { (const void *)(&(params)), sizeof(params), ACCRT_ARG_VALUE, "params" }, { (const void *)(v), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "v" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 5, -2); }
# 49 "anonymous_types.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(params)
    for (int i = 0; i < 300; i++) {
        color k = c[i];
        enum shape s = it[i].shape;
        int w = (k == BLUE ? 100 : (int)k) + params.offset;
        if (s == CIRCLE)
            w += TRIANGLE;
        it[i].size = it[i].size * params.scale + (float)s;
        it[i].paint = k == RED ? GREEN : RED;
        if (v[i].is_float)
            v[i].f *= 2.0f;
        else
            v[i].i += w;
        out[i] = w;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sum = 0, paints = 0, ints = 0;
    double sizes = 0.0, floats = 0.0;
    for (int i = 0; i < 300; i++) {
        sum += out[i];
        paints += it[i].paint;
        sizes += it[i].size;
        if (v[i].is_float)
            floats += v[i].f;
        else
            ints += v[i].i;
    }
    printf("sizeof(color)=%zu sizeof(item)=%zu sizeof(struct value)=%zu\n", sizeof(color),
           sizeof(item), sizeof(struct value));
    printf("sum=%ld paints=%ld sizes=%.1f ints=%ld floats=%.1f\n", sum, paints, sizes, ints,
           floats);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
