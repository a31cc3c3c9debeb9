/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "reserved_names.c"
# 1 "reserved_names.c"
# 1 "reserved_names.c"






# 8 "reserved_names.c" 2




# 11 "reserved_names.c"
int length[500];



static int min(int a, int b)
{
    return a < b ? a : b;
}


static int max(int a, int b)
{
    return a > b ? a : b;
}


static int clamp(int x, int lo, int hi)
{
    return min(max(x, lo), hi) + length[x % 500] % 2;
}

struct pair {
    int local;
    int global;
};

int main(void)
{
    static int out[500], sign[500];
    int barrier = 3, get_global_id = 5, threadIdx = 7, blockDim = 11;
    int int2 = 2, float4 = 4;
    struct pair kernel = {13, 17};
    for (int i = 0; i < 500; i++) {
        length[i] = i;
        sign[i] = i % 3 - 1;
    }


    long dot = 0;

{ static const __accrt_loc __accc_region_loc = { "reserved_names.c", 50, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "reserved_names.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(kernel) reduction(+:dot)
    for (int mix = 0; mix < 500; mix++) {
        int step[3] = {mix, barrier, get_global_id};
        int select = clamp(mix, 100, 400) + step[1] * step[2];
        out[mix] = select + threadIdx * blockDim + int2 * float4 + kernel.local - kernel.global;
        dot += (long)out[mix] * sign[mix];
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long total = 0;
    for (int i = 0; i < 500; i++)
        total += out[i];
    printf("total=%ld dot=%ld out[0]=%d out[499]=%d\n", total, dot, out[0], out[500 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
