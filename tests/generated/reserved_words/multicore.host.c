/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
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



{ static const __accrt_loc __accc_region_loc = { "reserved_words.c", 81, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
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
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("or=%d and[0]=%d and[%d]=%d\n", or, and[0], 64 - 1, and[64 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
