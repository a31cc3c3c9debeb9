/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reserved_type_names.c"
# 1 "reserved_type_names.c"
# 1 "reserved_type_names.c"





# 7 "reserved_type_names.c" 2


# 8 "reserved_type_names.c"
enum op { min, max, clamp = 7 };
typedef struct {
    float x, y;
} float2;
typedef unsigned char bool;
typedef int class;
typedef float2 pair_alias;
struct cfg {
    int local, global;
    float kernel;
};



int main(void)
{
    static float2 p[32];
    static int out[32];
    for (int i = 0; i < 32; i++) {
        p[i].x = (float)i;
        p[i].y = (float)(2 * i);
    }

{ static const __accrt_loc __accc_region_loc = { "reserved_type_names.c", 30, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 30 "reserved_type_names.c"

{ static const __accrt_loc __accc_loc = { "reserved_type_names.c", 30, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(p), sizeof(p), ACCRT_COPYIN, 0, "p", 0, 0, __builtin_object_size((void *)&(p), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 30 "reserved_type_names.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 32; i++) {
        enum op o = i % 3 == 0 ? min : (i % 3 == 1 ? max : clamp);
        float2 q = p[i];
        pair_alias r = {q.y, q.x};
        bool odd = (bool)(i & 1);
        class k = (class)sizeof(float2);
        struct cfg c = {.local = i, .global = 3};
        c = (struct cfg){.local = c.local + c.global, .kernel = 2.0f};
        out[i] = (int)o * 1000 + (int)r.x * 10 + odd + k * 100 + c.local * (int)c.kernel;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    long total = 0;
    for (int i = 0; i < 32; i++)
        total += (long)out[i] * (i + 1);
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[32 - 1]);
    printf("total %ld\n", total);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
