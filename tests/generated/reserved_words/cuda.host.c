/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_ab2d52f0c79acb16[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_ab2d52f0c79acb16 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_ab2d52f0c79acb16, 0, 0 };
# 0 "reserved_words.c"
# 1 "reserved_words.c"
# 1 "reserved_words.c"





# 7 "reserved_words.c" 2




# 10 "reserved_words.c"
struct class {
    int public, private;
};

struct kernel {
    int global, local, constant, half;
};

union template {
    int this;
    float float2;
};

struct node {
    int and, or, not, xor, new, delete, read_only, write_only, pipe;
};

typedef int typename;
typedef float float2x2;
typedef struct class namespace;

enum operator { virtual = 1, friend = 2, quad = 4, uniform = 8 };

int mutable[64];




static int bitand(int compl, int not_eq, int or)
{
    return (compl & not_eq) | or;
}


static typename not(typename xor, namespace *or, struct kernel local, union template u)
{
    typename and = xor;
    if (and > 3)
        goto throw;
    and += or->public * local.half;
throw:
    return and + local.global + local.constant + u.this + virtual + quad;
}


static int kernel(int global, int local, int constant, int private, int half, int float2)
{
    return global + local + constant * private + half - float2;
}

int main(void)
{
    static int and[64], constant[64];
    int or = 0, private = 0;
    int and_eq = 1, or_eq = 2, xor_eq = 3, bitor = 4, class = 5, new = 7, delete = 8;
    int try = 9, catch = 10, explicit = 11, nullptr = 12, protected = 13, using = 14, export = 15;
    int decltype = 16, constexpr = 17, typeid = 18, noexcept = 19, static_cast = 20;
    int char16_t = 21, wchar_t = 22, concept = 23, requires = 24, co_await = 25;
    int read_write = 26, write_only = 27, sampler_t = 28, event_t = 29, bool2 = 30, image2d_t = 31, alignas = 32;
    namespace obj = {2, 3};
    struct kernel kk = {4, 5, 6, 7};
    union template tt;
    tt.this = 5;
    struct node nd = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    float2x2 scale = 2.0f;
    for (int i = 0; i < 64; i++) {
        mutable[i] = i;
        constant[i] = 2 * i;
    }
{ static const __accrt_loc __accc_loc = { "reserved_words.c", 79, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(mutable), sizeof(mutable), ACCRT_UPDATE_DEVICE, 0, "mutable", 0, 0, __builtin_object_size((void *)&(mutable), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }


{ static const __accrt_loc __accc_region_loc = { "reserved_words.c", 81, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 81 "reserved_words.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reserved_words.c", 81, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(and), sizeof(and), ACCRT_COPYOUT, 0, "and", 0, 0, __builtin_object_size((void *)&(and), 0) }, { (void *)&(constant), sizeof(constant), ACCRT_COPYIN, 0, "constant", 0, 0, __builtin_object_size((void *)&(constant), 0) }, { (void *)&(mutable), sizeof(mutable), ACCRT_COPYIN, ACCRT_IMPLICIT, "mutable", 0, 0, __builtin_object_size((void *)&(mutable), 0) }, { (void *)&(or), sizeof(or), ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_RESULT, "or", 0, 0, __builtin_object_size((void *)&(or), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 4, -2);
 { namespace __accc_v2 = obj; struct kernel __accc_v3 = kk; union template __accc_v4 = tt; float2x2 __accc_v5 = scale; struct node __accc_v6 = nd; int __accc_v8 = and_eq; int __accc_v9 = or_eq; int __accc_v10 = xor_eq; int __accc_v11 = bitor; int __accc_v12 = class; int __accc_v13 = new; int __accc_v14 = delete; int __accc_v15 = try; int __accc_v16 = catch; int __accc_v17 = explicit; int __accc_v18 = nullptr; int __accc_v19 = protected; int __accc_v20 = using; int __accc_v21 = export; int __accc_v22 = decltype; int __accc_v23 = constexpr; int __accc_v24 = typeid; int __accc_v25 = noexcept; int __accc_v26 = static_cast; int __accc_v27 = char16_t; int __accc_v28 = wchar_t; int __accc_v29 = concept; int __accc_v30 = requires; int __accc_v31 = co_await; int __accc_v32 = read_write; int __accc_v33 = write_only; int __accc_v34 = sampler_t; int __accc_v35 = event_t; int __accc_v36 = bool2; int __accc_v37 = image2d_t; int __accc_v38 = alignas; __typeof__(or) __accc_v40 = 0; long __accc_v41 = (long)(0); long __accc_v42 = (long)(1); long __accc_v43 = ((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); long __accc_v44 = (long long)((long)((long long)(64) - (long long)(0)) > 0 ? (long)((long long)(64) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(constant), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "constant" }, { (const void *)(mutable), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "mutable__accc" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_fp_obj" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_fp_kk" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_fp_tt" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "scale" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_fp_nd" }, { (const void *)(and), 0, ACCRT_ARG_DEVICE_PTR, "and__accc" }, { &__accc_v8, sizeof(__accc_v8), ACCRT_ARG_VALUE, "and_eq__accc" }, { &__accc_v9, sizeof(__accc_v9), ACCRT_ARG_VALUE, "or_eq__accc" }, { &__accc_v10, sizeof(__accc_v10), ACCRT_ARG_VALUE, "xor_eq__accc" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "bitor__accc" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_VALUE, "class__accc" }, { &__accc_v13, sizeof(__accc_v13), ACCRT_ARG_VALUE, "new__accc" }, { &__accc_v14, sizeof(__accc_v14), ACCRT_ARG_VALUE, "delete__accc" }, { &__accc_v15, sizeof(__accc_v15), ACCRT_ARG_VALUE, "try__accc" }, { &__accc_v16, sizeof(__accc_v16), ACCRT_ARG_VALUE, "catch__accc" }, { &__accc_v17, sizeof(__accc_v17), ACCRT_ARG_VALUE, "explicit__accc" }, { &__accc_v18, sizeof(__accc_v18), ACCRT_ARG_VALUE, "nullptr__accc" }, { &__accc_v19, sizeof(__accc_v19), ACCRT_ARG_VALUE, "protected__accc" }, { &__accc_v20, sizeof(__accc_v20), ACCRT_ARG_VALUE, "using__accc" }, { &__accc_v21, sizeof(__accc_v21), ACCRT_ARG_VALUE, "export__accc" }, { &__accc_v22, sizeof(__accc_v22), ACCRT_ARG_VALUE, "decltype__accc" }, { &__accc_v23, sizeof(__accc_v23), ACCRT_ARG_VALUE, "constexpr__accc" }, { &__accc_v24, sizeof(__accc_v24), ACCRT_ARG_VALUE, "typeid__accc" }, { &__accc_v25, sizeof(__accc_v25), ACCRT_ARG_VALUE, "noexcept__accc" }, { &__accc_v26, sizeof(__accc_v26), ACCRT_ARG_VALUE, "static_cast__accc" }, { &__accc_v27, sizeof(__accc_v27), ACCRT_ARG_VALUE, "char16_t__accc" }, { &__accc_v28, sizeof(__accc_v28), ACCRT_ARG_VALUE, "wchar_t__accc" }, { &__accc_v29, sizeof(__accc_v29), ACCRT_ARG_VALUE, "concept__accc" }, { &__accc_v30, sizeof(__accc_v30), ACCRT_ARG_VALUE, "requires__accc" }, { &__accc_v31, sizeof(__accc_v31), ACCRT_ARG_VALUE, "co_await__accc" }, { &__accc_v32, sizeof(__accc_v32), ACCRT_ARG_VALUE, "read_write" }, { &__accc_v33, sizeof(__accc_v33), ACCRT_ARG_VALUE, "write_only" }, { &__accc_v34, sizeof(__accc_v34), ACCRT_ARG_VALUE, "sampler_t" }, { &__accc_v35, sizeof(__accc_v35), ACCRT_ARG_VALUE, "event_t" }, { &__accc_v36, sizeof(__accc_v36), ACCRT_ARG_VALUE, "bool2" }, { &__accc_v37, sizeof(__accc_v37), ACCRT_ARG_VALUE, "image2d_t" }, { &__accc_v38, sizeof(__accc_v38), ACCRT_ARG_VALUE, "alignas__accc" }, { (const void *)(&(or)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_or" }, { &__accc_v40, sizeof(__accc_v40), ACCRT_ARG_ACCUMULATOR, "__accc_a_or" }, { &__accc_v41, sizeof(__accc_v41), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v42, sizeof(__accc_v42), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v43, sizeof(__accc_v43), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v44, sizeof(__accc_v44), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v44, 0, 128, 0, __accc_args, 45, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 4, -2);
} else {
# 81 "reserved_words.c"

{ static const __accrt_loc __accc_loc = { "reserved_words.c", 81, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(and), sizeof(and), ACCRT_COPYOUT, 0, "and", 0, 0, __builtin_object_size((void *)&(and), 0) }, { (void *)&(constant), sizeof(constant), ACCRT_COPYIN, 0, "constant", 0, 0, __builtin_object_size((void *)&(constant), 0) }, { (void *)&(mutable), sizeof(mutable), ACCRT_COPYIN, ACCRT_IMPLICIT, "mutable", 0, 0, __builtin_object_size((void *)&(mutable), 0) }, { (void *)&(or), sizeof(or), ACCRT_COPY, ACCRT_IMPLICIT, "or", 0, 0, __builtin_object_size((void *)&(or), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(constant), 0, ACCRT_ARG_DEVICE_PTR, "constant" }, { (const void *)(mutable), 0, ACCRT_ARG_DEVICE_PTR, "mutable" }, { (const void *)(&(obj)), sizeof(obj), ACCRT_ARG_VALUE, "obj" }, { (const void *)(&(kk)), sizeof(kk), ACCRT_ARG_VALUE, "kk" }, { (const void *)(&(tt)), sizeof(tt), ACCRT_ARG_VALUE, "tt" }, { (const void *)(&(scale)), sizeof(scale), ACCRT_ARG_VALUE, "scale" }, { (const void *)(&(nd)), sizeof(nd), ACCRT_ARG_VALUE, "nd" }, { (const void *)(and), 0, ACCRT_ARG_DEVICE_PTR, "and" }, { (const void *)(&(and_eq)), sizeof(and_eq), ACCRT_ARG_VALUE, "and_eq" }, { (const void *)(&(or_eq)), sizeof(or_eq), ACCRT_ARG_VALUE, "or_eq" }, { (const void *)(&(xor_eq)), sizeof(xor_eq), ACCRT_ARG_VALUE, "xor_eq" }, { (const void *)(&(bitor)), sizeof(bitor), ACCRT_ARG_VALUE, "bitor" }, { (const void *)(&(class)), sizeof(class), ACCRT_ARG_VALUE, "class" }, { (const void *)(&(new)), sizeof(new), ACCRT_ARG_VALUE, "new" }, { (const void *)(&(delete)), sizeof(delete), ACCRT_ARG_VALUE, "delete" }, { (const void *)(&(try)), sizeof(try), ACCRT_ARG_VALUE, "try" }, { (const void *)(&(catch)), sizeof(catch), ACCRT_ARG_VALUE, "catch" }, { (const void *)(&(explicit)), sizeof(explicit), ACCRT_ARG_VALUE, "explicit" }, { (const void *)(&(nullptr)), sizeof(nullptr), ACCRT_ARG_VALUE, "nullptr" }, { (const void *)(&(protected)), sizeof(protected), ACCRT_ARG_VALUE, "protected" }, { (const void *)(&(using)), sizeof(using), ACCRT_ARG_VALUE, "using" }, { (const void *)(&(export)), sizeof(export), ACCRT_ARG_VALUE, "export" }, { (const void *)(&(decltype)), sizeof(decltype), ACCRT_ARG_VALUE, "decltype" }, { (const void *)(&(constexpr)), sizeof(constexpr), ACCRT_ARG_VALUE, "constexpr" }, { (const void *)(&(typeid)), sizeof(typeid), ACCRT_ARG_VALUE, "typeid" }, { (const void *)(&(noexcept)), sizeof(noexcept), ACCRT_ARG_VALUE, "noexcept" }, { (const void *)(&(static_cast)), sizeof(static_cast), ACCRT_ARG_VALUE, "static_cast" }, { (const void *)(&(char16_t)), sizeof(char16_t), ACCRT_ARG_VALUE, "char16_t" }, { (const void *)(&(wchar_t)), sizeof(wchar_t), ACCRT_ARG_VALUE, "wchar_t" }, { (const void *)(&(concept)), sizeof(concept), ACCRT_ARG_VALUE, "concept" }, { (const void *)(&(requires)), sizeof(requires), ACCRT_ARG_VALUE, "requires" }, { (const void *)(&(co_await)), sizeof(co_await), ACCRT_ARG_VALUE, "co_await" }, { (const void *)(&(read_write)), sizeof(read_write), ACCRT_ARG_VALUE, "read_write" }, { (const void *)(&(write_only)), sizeof(write_only), ACCRT_ARG_VALUE, "write_only" }, { (const void *)(&(sampler_t)), sizeof(sampler_t), ACCRT_ARG_VALUE, "sampler_t" }, { (const void *)(&(event_t)), sizeof(event_t), ACCRT_ARG_VALUE, "event_t" }, { (const void *)(&(bool2)), sizeof(bool2), ACCRT_ARG_VALUE, "bool2" }, { (const void *)(&(image2d_t)), sizeof(image2d_t), ACCRT_ARG_VALUE, "image2d_t" }, { (const void *)(&(alignas)), sizeof(alignas), ACCRT_ARG_VALUE, "alignas" }, { (const void *)(&(or)), 0, ACCRT_ARG_DEVICE_PTR, "or" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 4, __accc_args, 40, -2); }
# 81 "reserved_words.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) private(private) firstprivate(obj, kk, tt, nd) reduction(+:or)

    for (int this = 0; this < 64; this++) {
        int compl = this;
        private = constant[this] + mutable[this];
        and[this] = not(this % 7, &obj, kk, tt) + private * (int)scale + obj.private
                     + bitand(compl, 6, nd.or) + kernel(1, 2, 3, 4, 5, 6) + friend + uniform
                     + nd.and + nd.not + nd.xor + nd.new + nd.delete + nd.read_only
                     + nd.write_only + nd.pipe;
        int words = and_eq + or_eq + xor_eq + bitor + class + new + delete + try + catch
                    + explicit + nullptr + protected + using + export + decltype + constexpr
                    + typeid + noexcept + static_cast + char16_t + wchar_t + concept + requires
                    + co_await + read_write + write_only + sampler_t + event_t + bool2 + image2d_t + alignas;
        or += and[this] + words;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("or=%d and[0]=%d and[%d]=%d\n", or, and[0], 64 - 1, and[64 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static const __accrt_loc __accc_declare_loc_34_0 = { "reserved_words.c", 34, "", "declare" };
static void __attribute__((constructor(201))) __accc_declare_34_0(void) { __accrt_data __accc_declare_data_34_0[] = { { (void *)&(mutable), sizeof(mutable), ACCRT_CREATE, 0, "mutable", 0, 0, __builtin_object_size((void *)&(mutable), 0) } }; if (__accrt_offload_active() || __accrt_checking()) __accrt_enter_data(&__accc_declare_loc_34_0, __accc_declare_data_34_0, 1, -2); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
