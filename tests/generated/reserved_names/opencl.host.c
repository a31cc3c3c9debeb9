/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
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
{ static const __accrt_loc __accc_loc = { "reserved_names.c", 47, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(length), sizeof(length), ACCRT_UPDATE_DEVICE, 0, "length", 0, 0, __builtin_object_size((void *)&(length), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }

    long dot = 0;

{ static const __accrt_loc __accc_region_loc = { "reserved_names.c", 50, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 50 "reserved_names.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "reserved_names.c", 50, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(sign), sizeof(sign), ACCRT_COPYIN, 0, "sign", 0, 0, __builtin_object_size((void *)&(sign), 0) }, { (void *)&(dot), sizeof(dot), ACCRT_COPY, ACCRT_IMPLICIT, "dot", 0, 0, __builtin_object_size((void *)&(dot), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { int __accc_v0 = barrier; int __accc_v1 = get_global_id; int __accc_v2 = threadIdx; int __accc_v3 = blockDim; int __accc_v4 = int2; int __accc_v5 = float4; struct pair __accc_v6 = kernel; long __accc_v11 = (long)(0); long __accc_v12 = (long)(1); long __accc_v13 = ((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); long __accc_v14 = (long long)((long)((long long)(500) - (long long)(0)) > 0 ? (long)((long long)(500) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { &__accc_v0, sizeof(__accc_v0), ACCRT_ARG_VALUE, "barrier__accc" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "get_global_id__accc" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "threadIdx" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "blockDim" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "int2__accc" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "float4__accc" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_fp_kernel" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(sign), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "sign__accc" }, { (const void *)(length), 0, ACCRT_ARG_DEVICE_PTR, "length__accc" }, { (const void *)(&(dot)), 0, ACCRT_ARG_DEVICE_PTR, "__accc_p_dot" }, { &__accc_v11, sizeof(__accc_v11), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v12, sizeof(__accc_v12), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v13, sizeof(__accc_v13), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v14, sizeof(__accc_v14), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v14, 0, 128, 0, __accc_args, 15, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 50 "reserved_names.c"

{ static const __accrt_loc __accc_loc = { "reserved_names.c", 50, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) }, { (void *)&(sign), sizeof(sign), ACCRT_COPYIN, 0, "sign", 0, 0, __builtin_object_size((void *)&(sign), 0) }, { (void *)&(dot), sizeof(dot), ACCRT_COPY, ACCRT_IMPLICIT, "dot", 0, 0, __builtin_object_size((void *)&(dot), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(barrier)), sizeof(barrier), ACCRT_ARG_VALUE, "barrier" }, { (const void *)(&(get_global_id)), sizeof(get_global_id), ACCRT_ARG_VALUE, "get_global_id" }, { (const void *)(&(threadIdx)), sizeof(threadIdx), ACCRT_ARG_VALUE, "threadIdx" }, { (const void *)(&(blockDim)), sizeof(blockDim), ACCRT_ARG_VALUE, "blockDim" }, { (const void *)(&(int2)), sizeof(int2), ACCRT_ARG_VALUE, "int2" }, { (const void *)(&(float4)), sizeof(float4), ACCRT_ARG_VALUE, "float4" }, { (const void *)(&(kernel)), sizeof(kernel), ACCRT_ARG_VALUE, "kernel" }, { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(sign), 0, ACCRT_ARG_DEVICE_PTR, "sign" }, { (const void *)(&(dot)), 0, ACCRT_ARG_DEVICE_PTR, "dot" }, { (const void *)(length), 0, ACCRT_ARG_DEVICE_PTR, "length" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 11, -2); }
# 50 "reserved_names.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) firstprivate(kernel) reduction(+:dot)
    for (int mix = 0; mix < 500; mix++) {
        int step[3] = {mix, barrier, get_global_id};
        int select = clamp(mix, 100, 400) + step[1] * step[2];
        out[mix] = select + threadIdx * blockDim + int2 * float4 + kernel.local - kernel.global;
        dot += (long)out[mix] * sign[mix];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long total = 0;
    for (int i = 0; i < 500; i++)
        total += out[i];
    printf("total=%ld dot=%ld out[0]=%d out[499]=%d\n", total, dot, out[0], out[500 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
static const __accrt_loc __accc_declare_loc_12_0 = { "reserved_names.c", 12, "", "declare" };
static void __attribute__((constructor(201))) __accc_declare_12_0(void) { __accrt_data __accc_declare_data_12_0[] = { { (void *)&(length), sizeof(length), ACCRT_CREATE, 0, "length", 0, 0, __builtin_object_size((void *)&(length), 0) } }; if (__accrt_offload_active() || __accrt_checking()) __accrt_enter_data(&__accc_declare_loc_12_0, __accc_declare_data_12_0, 1, -2); }
