/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
# 0 "designated_initializers.c"
# 1 "designated_initializers.c"
# 1 "designated_initializers.c"




# 6 "designated_initializers.c" 2




# 9 "designated_initializers.c"
struct vec3 { int x, y, z; };
struct inner { int u, v; };
struct outer { struct inner in; int w; };

struct words { int new; int class; int this; };
typedef struct { double lo, hi; } range;


static int weigh(int i) {
    static const struct vec3 table[3] = {
        [2] = {.z = 9, .x = 7, .y = 8},
        [0] = {.y = 2, .x = 1, .z = 3},
        [1] = {4, 5, 6},
    };
    struct vec3 t = table[i % 3];
    return t.x + 10 * t.y + 100 * t.z;
}

int main(void) {
    static int out[1000];
    static double spans[1000];

    
{ static const __accrt_loc __accc_region_loc = { "designated_initializers.c", 31, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 31 "designated_initializers.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "designated_initializers.c", 31, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(spans), sizeof(spans), ACCRT_COPYOUT, 0, "spans", 0, 0, __builtin_object_size((void *)&(spans), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(1000) - (long long)(0)) > 0 ? (long)((long long)(1000) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(spans), 0, ACCRT_ARG_DEVICE_PTR, "spans" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, 0, 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 31 "designated_initializers.c"

{ static const __accrt_loc __accc_loc = { "designated_initializers.c", 31, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(spans), sizeof(spans), ACCRT_COPYOUT, 0, "spans", 0, 0, __builtin_object_size((void *)&(spans), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(spans), 0, ACCRT_ARG_DEVICE_PTR, "spans" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 31 "designated_initializers.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
# 32 "designated_initializers.c"
    for (int i = 0; i < 1000; i++) {

        struct vec3 a = {.z = i + 3, .x = i + 1, i + 2};

        struct outer o = {.w = 5, .in = {.v = i, .u = 2 * i}};
        struct outer p = {.w = 1, .in.u = i % 7};

        struct inner z = {i % 3, 4};
        struct outer q = {.w = 2, .in = z};

        struct words k = {.this = 3, .new = 1, .class = 2};

        range r = (range){.hi = i + 0.5, .lo = i - 0.25};

        int t[4] = {[3] = i, [1] = 2};
        out[i] = a.x + 2 * a.y + 3 * a.z + o.in.u - o.in.v + o.w + p.in.u + p.in.v + p.w
               + q.in.u * 3 + q.in.v + q.w
               + k.new * 100 + k.class * 10 + k.this + t[3] + t[1] + t[0] + weigh(i);
        spans[i] = r.hi - r.lo;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sum = 0;
    double width = 0;
    for (int i = 0; i < 1000; i++) {
        sum += out[i];
        width += spans[i];
    }
    printf("sum %ld\n", sum);
    printf("width %.2f\n", width);
    printf("out[0] %d out[1] %d out[998] %d\n", out[0], out[1], out[998]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
