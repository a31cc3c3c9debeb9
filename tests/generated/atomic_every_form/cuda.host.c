/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_0ea98c33280506ab[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_0ea98c33280506ab == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_0ea98c33280506ab, 0, 0 };
# 0 "atomic_every_form.c"
# 1 "atomic_every_form.c"
# 1 "atomic_every_form.c"






# 8 "atomic_every_form.c" 2





# 12 "atomic_every_form.c"
int main(void)
{
    int add_x[12], add_v[12][16];
    int sub_x[12], sub_v[12][16];
    int mul_x[12], mul_v[12][16];
    int div_x[12], div_v[12][16];
    int and_x[12], and_v[12][16];
    int xor_x[12], xor_v[12][16];
    int or_x[12], or_v[12][16];
    unsigned char shl_x[12], shl_v[12][16];
    int shr_x[12], shr_v[12][16];
    int step_x[14], step_v[14][16];
    int swap_x[2], swap_v[2][16];
    for (int f = 0; f < 12; f++) {
        add_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        sub_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        mul_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        div_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 7 : 1 << 20;
        and_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 0xffff : 0xffff;
        xor_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        or_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        shl_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 0 : 1;
        shr_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1 << 20;
    }
    for (int f = 0; f < 14; f++)
        step_x[f] = 10 * f;
    swap_x[0] = swap_x[1] = -1;


{ static const __accrt_loc __accc_region_loc = { "atomic_every_form.c", 40, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 40 "atomic_every_form.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "atomic_every_form.c", 40, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(add_x), sizeof(add_x), ACCRT_COPY, 0, "add_x", 0, 0, __builtin_object_size((void *)&(add_x), 0) }, { (void *)&(sub_x), sizeof(sub_x), ACCRT_COPY, 0, "sub_x", 0, 0, __builtin_object_size((void *)&(sub_x), 0) }, { (void *)&(mul_x), sizeof(mul_x), ACCRT_COPY, 0, "mul_x", 0, 0, __builtin_object_size((void *)&(mul_x), 0) }, { (void *)&(div_x), sizeof(div_x), ACCRT_COPY, 0, "div_x", 0, 0, __builtin_object_size((void *)&(div_x), 0) }, { (void *)&(and_x), sizeof(and_x), ACCRT_COPY, 0, "and_x", 0, 0, __builtin_object_size((void *)&(and_x), 0) }, { (void *)&(xor_x), sizeof(xor_x), ACCRT_COPY, 0, "xor_x", 0, 0, __builtin_object_size((void *)&(xor_x), 0) }, { (void *)&(or_x), sizeof(or_x), ACCRT_COPY, 0, "or_x", 0, 0, __builtin_object_size((void *)&(or_x), 0) }, { (void *)&(shl_x), sizeof(shl_x), ACCRT_COPY, 0, "shl_x", 0, 0, __builtin_object_size((void *)&(shl_x), 0) }, { (void *)&(shr_x), sizeof(shr_x), ACCRT_COPY, 0, "shr_x", 0, 0, __builtin_object_size((void *)&(shr_x), 0) }, { (void *)&(step_x), sizeof(step_x), ACCRT_COPY, 0, "step_x", 0, 0, __builtin_object_size((void *)&(step_x), 0) }, { (void *)&(swap_x), sizeof(swap_x), ACCRT_COPY, 0, "swap_x", 0, 0, __builtin_object_size((void *)&(swap_x), 0) }, { (void *)&(add_v), sizeof(add_v), ACCRT_COPYOUT, 0, "add_v", 0, 0, __builtin_object_size((void *)&(add_v), 0) }, { (void *)&(sub_v), sizeof(sub_v), ACCRT_COPYOUT, 0, "sub_v", 0, 0, __builtin_object_size((void *)&(sub_v), 0) }, { (void *)&(mul_v), sizeof(mul_v), ACCRT_COPYOUT, 0, "mul_v", 0, 0, __builtin_object_size((void *)&(mul_v), 0) }, { (void *)&(div_v), sizeof(div_v), ACCRT_COPYOUT, 0, "div_v", 0, 0, __builtin_object_size((void *)&(div_v), 0) }, { (void *)&(and_v), sizeof(and_v), ACCRT_COPYOUT, 0, "and_v", 0, 0, __builtin_object_size((void *)&(and_v), 0) }, { (void *)&(xor_v), sizeof(xor_v), ACCRT_COPYOUT, 0, "xor_v", 0, 0, __builtin_object_size((void *)&(xor_v), 0) }, { (void *)&(or_v), sizeof(or_v), ACCRT_COPYOUT, 0, "or_v", 0, 0, __builtin_object_size((void *)&(or_v), 0) }, { (void *)&(shl_v), sizeof(shl_v), ACCRT_COPYOUT, 0, "shl_v", 0, 0, __builtin_object_size((void *)&(shl_v), 0) }, { (void *)&(shr_v), sizeof(shr_v), ACCRT_COPYOUT, 0, "shr_v", 0, 0, __builtin_object_size((void *)&(shr_v), 0) }, { (void *)&(step_v), sizeof(step_v), ACCRT_COPYOUT, 0, "step_v", 0, 0, __builtin_object_size((void *)&(step_v), 0) }, { (void *)&(swap_v), sizeof(swap_v), ACCRT_COPYOUT, 0, "swap_v", 0, 0, __builtin_object_size((void *)&(swap_v), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 22, -2);
 { long __accc_v22 = (long)(0); long __accc_v23 = (long)(1); long __accc_v24 = ((long)((long long)(16) - (long long)(0)) > 0 ? (long)((long long)(16) - (long long)(0)) : 0); long __accc_v25 = (long long)((long)((long long)(16) - (long long)(0)) > 0 ? (long)((long long)(16) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(add_x), 0, ACCRT_ARG_DEVICE_PTR, "add_x" }, { (const void *)(add_v), 0, ACCRT_ARG_DEVICE_PTR, "add_v" }, { (const void *)(sub_x), 0, ACCRT_ARG_DEVICE_PTR, "sub_x" }, { (const void *)(sub_v), 0, ACCRT_ARG_DEVICE_PTR, "sub_v" }, { (const void *)(mul_x), 0, ACCRT_ARG_DEVICE_PTR, "mul_x" }, { (const void *)(mul_v), 0, ACCRT_ARG_DEVICE_PTR, "mul_v" }, { (const void *)(div_x), 0, ACCRT_ARG_DEVICE_PTR, "div_x" }, { (const void *)(div_v), 0, ACCRT_ARG_DEVICE_PTR, "div_v" }, { (const void *)(and_x), 0, ACCRT_ARG_DEVICE_PTR, "and_x" }, { (const void *)(and_v), 0, ACCRT_ARG_DEVICE_PTR, "and_v" }, { (const void *)(xor_x), 0, ACCRT_ARG_DEVICE_PTR, "xor_x" }, { (const void *)(xor_v), 0, ACCRT_ARG_DEVICE_PTR, "xor_v" }, { (const void *)(or_x), 0, ACCRT_ARG_DEVICE_PTR, "or_x" }, { (const void *)(or_v), 0, ACCRT_ARG_DEVICE_PTR, "or_v" }, { (const void *)(shl_x), 0, ACCRT_ARG_DEVICE_PTR, "shl_x" }, { (const void *)(shl_v), 0, ACCRT_ARG_DEVICE_PTR, "shl_v" }, { (const void *)(shr_x), 0, ACCRT_ARG_DEVICE_PTR, "shr_x" }, { (const void *)(shr_v), 0, ACCRT_ARG_DEVICE_PTR, "shr_v" }, { (const void *)(step_x), 0, ACCRT_ARG_DEVICE_PTR, "step_x" }, { (const void *)(step_v), 0, ACCRT_ARG_DEVICE_PTR, "step_v" }, { (const void *)(swap_x), 0, ACCRT_ARG_DEVICE_PTR, "swap_x" }, { (const void *)(swap_v), 0, ACCRT_ARG_DEVICE_PTR, "swap_v" }, { &__accc_v22, sizeof(__accc_v22), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v23, sizeof(__accc_v23), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v24, sizeof(__accc_v24), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v25, sizeof(__accc_v25), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v25, 0, 128, 0, __accc_args, 26, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 22, -2);
} else {
# 40 "atomic_every_form.c"

{ static const __accrt_loc __accc_loc = { "atomic_every_form.c", 40, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(add_x), sizeof(add_x), ACCRT_COPY, 0, "add_x", 0, 0, __builtin_object_size((void *)&(add_x), 0) }, { (void *)&(sub_x), sizeof(sub_x), ACCRT_COPY, 0, "sub_x", 0, 0, __builtin_object_size((void *)&(sub_x), 0) }, { (void *)&(mul_x), sizeof(mul_x), ACCRT_COPY, 0, "mul_x", 0, 0, __builtin_object_size((void *)&(mul_x), 0) }, { (void *)&(div_x), sizeof(div_x), ACCRT_COPY, 0, "div_x", 0, 0, __builtin_object_size((void *)&(div_x), 0) }, { (void *)&(and_x), sizeof(and_x), ACCRT_COPY, 0, "and_x", 0, 0, __builtin_object_size((void *)&(and_x), 0) }, { (void *)&(xor_x), sizeof(xor_x), ACCRT_COPY, 0, "xor_x", 0, 0, __builtin_object_size((void *)&(xor_x), 0) }, { (void *)&(or_x), sizeof(or_x), ACCRT_COPY, 0, "or_x", 0, 0, __builtin_object_size((void *)&(or_x), 0) }, { (void *)&(shl_x), sizeof(shl_x), ACCRT_COPY, 0, "shl_x", 0, 0, __builtin_object_size((void *)&(shl_x), 0) }, { (void *)&(shr_x), sizeof(shr_x), ACCRT_COPY, 0, "shr_x", 0, 0, __builtin_object_size((void *)&(shr_x), 0) }, { (void *)&(step_x), sizeof(step_x), ACCRT_COPY, 0, "step_x", 0, 0, __builtin_object_size((void *)&(step_x), 0) }, { (void *)&(swap_x), sizeof(swap_x), ACCRT_COPY, 0, "swap_x", 0, 0, __builtin_object_size((void *)&(swap_x), 0) }, { (void *)&(add_v), sizeof(add_v), ACCRT_COPYOUT, 0, "add_v", 0, 0, __builtin_object_size((void *)&(add_v), 0) }, { (void *)&(sub_v), sizeof(sub_v), ACCRT_COPYOUT, 0, "sub_v", 0, 0, __builtin_object_size((void *)&(sub_v), 0) }, { (void *)&(mul_v), sizeof(mul_v), ACCRT_COPYOUT, 0, "mul_v", 0, 0, __builtin_object_size((void *)&(mul_v), 0) }, { (void *)&(div_v), sizeof(div_v), ACCRT_COPYOUT, 0, "div_v", 0, 0, __builtin_object_size((void *)&(div_v), 0) }, { (void *)&(and_v), sizeof(and_v), ACCRT_COPYOUT, 0, "and_v", 0, 0, __builtin_object_size((void *)&(and_v), 0) }, { (void *)&(xor_v), sizeof(xor_v), ACCRT_COPYOUT, 0, "xor_v", 0, 0, __builtin_object_size((void *)&(xor_v), 0) }, { (void *)&(or_v), sizeof(or_v), ACCRT_COPYOUT, 0, "or_v", 0, 0, __builtin_object_size((void *)&(or_v), 0) }, { (void *)&(shl_v), sizeof(shl_v), ACCRT_COPYOUT, 0, "shl_v", 0, 0, __builtin_object_size((void *)&(shl_v), 0) }, { (void *)&(shr_v), sizeof(shr_v), ACCRT_COPYOUT, 0, "shr_v", 0, 0, __builtin_object_size((void *)&(shr_v), 0) }, { (void *)&(step_v), sizeof(step_v), ACCRT_COPYOUT, 0, "step_v", 0, 0, __builtin_object_size((void *)&(step_v), 0) }, { (void *)&(swap_v), sizeof(swap_v), ACCRT_COPYOUT, 0, "swap_v", 0, 0, __builtin_object_size((void *)&(swap_v), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(add_x), 0, ACCRT_ARG_DEVICE_PTR, "add_x" }, { (const void *)(add_v), 0, ACCRT_ARG_DEVICE_PTR, "add_v" }, { (const void *)(sub_x), 0, ACCRT_ARG_DEVICE_PTR, "sub_x" }, { (const void *)(sub_v), 0, ACCRT_ARG_DEVICE_PTR, "sub_v" }, { (const void *)(mul_x), 0, ACCRT_ARG_DEVICE_PTR, "mul_x" }, { (const void *)(mul_v), 0, ACCRT_ARG_DEVICE_PTR, "mul_v" }, { (const void *)(div_x), 0, ACCRT_ARG_DEVICE_PTR, "div_x" }, { (const void *)(div_v), 0, ACCRT_ARG_DEVICE_PTR, "div_v" }, { (const void *)(and_x), 0, ACCRT_ARG_DEVICE_PTR, "and_x" }, { (const void *)(and_v), 0, ACCRT_ARG_DEVICE_PTR, "and_v" }, { (const void *)(xor_x), 0, ACCRT_ARG_DEVICE_PTR, "xor_x" }, { (const void *)(xor_v), 0, ACCRT_ARG_DEVICE_PTR, "xor_v" }, { (const void *)(or_x), 0, ACCRT_ARG_DEVICE_PTR, "or_x" }, { (const void *)(or_v), 0, ACCRT_ARG_DEVICE_PTR, "or_v" }, { (const void *)(shl_x), 0, ACCRT_ARG_DEVICE_PTR, "shl_x" }, { (const void *)(shl_v), 0, ACCRT_ARG_DEVICE_PTR, "shl_v" }, { (const void *)(shr_x), 0, ACCRT_ARG_DEVICE_PTR, "shr_x" }, { (const void *)(shr_v), 0, ACCRT_ARG_DEVICE_PTR, "shr_v" }, { (const void *)(step_x), 0, ACCRT_ARG_DEVICE_PTR, "step_x" }, { (const void *)(step_v), 0, ACCRT_ARG_DEVICE_PTR, "step_v" }, { (const void *)(swap_x), 0, ACCRT_ARG_DEVICE_PTR, "swap_x" }, { (const void *)(swap_v), 0, ACCRT_ARG_DEVICE_PTR, "swap_v" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 22, __accc_args, 22, -2); }
# 40 "atomic_every_form.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())

    for (int i = 0; i < 16; i++) {

#pragma omp atomic update
        add_x[0] += 3;
#pragma omp atomic update
        add_x[1] = add_x[1] + 3;
#pragma omp atomic update
        add_x[2] = 3 + add_x[2];
#pragma omp atomic capture
        add_v[3][i] = add_x[3] += 3;
#pragma omp atomic capture
        add_v[4][i] = add_x[4] = add_x[4] + 3;
#pragma omp atomic capture
        add_v[5][i] = add_x[5] = 3 + add_x[5];
#pragma omp atomic capture
        { add_v[6][i] = add_x[6]; add_x[6] += 3; }
#pragma omp atomic capture
        { add_x[7] += 3; add_v[7][i] = add_x[7]; }
#pragma omp atomic capture
        { add_v[8][i] = add_x[8]; add_x[8] = add_x[8] + 3; }
#pragma omp atomic capture
        { add_v[9][i] = add_x[9]; add_x[9] = 3 + add_x[9]; }
#pragma omp atomic capture
        { add_x[10] = add_x[10] + 3; add_v[10][i] = add_x[10]; }
#pragma omp atomic capture
        { add_x[11] = 3 + add_x[11]; add_v[11][i] = add_x[11]; }

#pragma omp atomic update
        sub_x[0] -= 2;
#pragma omp atomic update
        sub_x[1] = sub_x[1] - 2;
#pragma omp atomic update
        sub_x[2] = 100 - sub_x[2];
#pragma omp atomic capture
        sub_v[3][i] = sub_x[3] -= 2;
#pragma omp atomic capture
        sub_v[4][i] = sub_x[4] = sub_x[4] - 2;
#pragma omp atomic capture
        sub_v[5][i] = sub_x[5] = 100 - sub_x[5];
#pragma omp atomic capture
        { sub_v[6][i] = sub_x[6]; sub_x[6] -= 2; }
#pragma omp atomic capture
        { sub_x[7] -= 2; sub_v[7][i] = sub_x[7]; }
#pragma omp atomic capture
        { sub_v[8][i] = sub_x[8]; sub_x[8] = sub_x[8] - 2; }
#pragma omp atomic capture
        { sub_v[9][i] = sub_x[9]; sub_x[9] = 100 - sub_x[9]; }
#pragma omp atomic capture
        { sub_x[10] = sub_x[10] - 2; sub_v[10][i] = sub_x[10]; }
#pragma omp atomic capture
        { sub_x[11] = 100 - sub_x[11]; sub_v[11][i] = sub_x[11]; }

#pragma omp atomic update
        mul_x[0] *= 2;
#pragma omp atomic update
        mul_x[1] = mul_x[1] * 2;
#pragma omp atomic update
        mul_x[2] = -2 * mul_x[2];
#pragma omp atomic capture
        mul_v[3][i] = mul_x[3] *= 2;
#pragma omp atomic capture
        mul_v[4][i] = mul_x[4] = mul_x[4] * 2;
#pragma omp atomic capture
        mul_v[5][i] = mul_x[5] = -2 * mul_x[5];
#pragma omp atomic capture
        { mul_v[6][i] = mul_x[6]; mul_x[6] *= 2; }
#pragma omp atomic capture
        { mul_x[7] *= 2; mul_v[7][i] = mul_x[7]; }
#pragma omp atomic capture
        { mul_v[8][i] = mul_x[8]; mul_x[8] = mul_x[8] * 2; }
#pragma omp atomic capture
        { mul_v[9][i] = mul_x[9]; mul_x[9] = -2 * mul_x[9]; }
#pragma omp atomic capture
        { mul_x[10] = mul_x[10] * 2; mul_v[10][i] = mul_x[10]; }
#pragma omp atomic capture
        { mul_x[11] = -2 * mul_x[11]; mul_v[11][i] = mul_x[11]; }

#pragma omp atomic update
        div_x[0] /= 2;
#pragma omp atomic update
        div_x[1] = div_x[1] / 2;
#pragma omp atomic update
        div_x[2] = 1000 / div_x[2];
#pragma omp atomic capture
        div_v[3][i] = div_x[3] /= 2;
#pragma omp atomic capture
        div_v[4][i] = div_x[4] = div_x[4] / 2;
#pragma omp atomic capture
        div_v[5][i] = div_x[5] = 1000 / div_x[5];
#pragma omp atomic capture
        { div_v[6][i] = div_x[6]; div_x[6] /= 2; }
#pragma omp atomic capture
        { div_x[7] /= 2; div_v[7][i] = div_x[7]; }
#pragma omp atomic capture
        { div_v[8][i] = div_x[8]; div_x[8] = div_x[8] / 2; }
#pragma omp atomic capture
        { div_v[9][i] = div_x[9]; div_x[9] = 1000 / div_x[9]; }
#pragma omp atomic capture
        { div_x[10] = div_x[10] / 2; div_v[10][i] = div_x[10]; }
#pragma omp atomic capture
        { div_x[11] = 1000 / div_x[11]; div_v[11][i] = div_x[11]; }

#pragma omp atomic update
        and_x[0] &= 0x7ffe;
#pragma omp atomic update
        and_x[1] = and_x[1] & 0x7ffe;
#pragma omp atomic update
        and_x[2] = 0x7ffe & and_x[2];
#pragma omp atomic capture
        and_v[3][i] = and_x[3] &= 0x7ffe;
#pragma omp atomic capture
        and_v[4][i] = and_x[4] = and_x[4] & 0x7ffe;
#pragma omp atomic capture
        and_v[5][i] = and_x[5] = 0x7ffe & and_x[5];
#pragma omp atomic capture
        { and_v[6][i] = and_x[6]; and_x[6] &= 0x7ffe; }
#pragma omp atomic capture
        { and_x[7] &= 0x7ffe; and_v[7][i] = and_x[7]; }
#pragma omp atomic capture
        { and_v[8][i] = and_x[8]; and_x[8] = and_x[8] & 0x7ffe; }
#pragma omp atomic capture
        { and_v[9][i] = and_x[9]; and_x[9] = 0x7ffe & and_x[9]; }
#pragma omp atomic capture
        { and_x[10] = and_x[10] & 0x7ffe; and_v[10][i] = and_x[10]; }
#pragma omp atomic capture
        { and_x[11] = 0x7ffe & and_x[11]; and_v[11][i] = and_x[11]; }

#pragma omp atomic update
        xor_x[0] ^= 5;
#pragma omp atomic update
        xor_x[1] = xor_x[1] ^ 5;
#pragma omp atomic update
        xor_x[2] = 5 ^ xor_x[2];
#pragma omp atomic capture
        xor_v[3][i] = xor_x[3] ^= 5;
#pragma omp atomic capture
        xor_v[4][i] = xor_x[4] = xor_x[4] ^ 5;
#pragma omp atomic capture
        xor_v[5][i] = xor_x[5] = 5 ^ xor_x[5];
#pragma omp atomic capture
        { xor_v[6][i] = xor_x[6]; xor_x[6] ^= 5; }
#pragma omp atomic capture
        { xor_x[7] ^= 5; xor_v[7][i] = xor_x[7]; }
#pragma omp atomic capture
        { xor_v[8][i] = xor_x[8]; xor_x[8] = xor_x[8] ^ 5; }
#pragma omp atomic capture
        { xor_v[9][i] = xor_x[9]; xor_x[9] = 5 ^ xor_x[9]; }
#pragma omp atomic capture
        { xor_x[10] = xor_x[10] ^ 5; xor_v[10][i] = xor_x[10]; }
#pragma omp atomic capture
        { xor_x[11] = 5 ^ xor_x[11]; xor_v[11][i] = xor_x[11]; }

#pragma omp atomic update
        or_x[0] |= 8;
#pragma omp atomic update
        or_x[1] = or_x[1] | 8;
#pragma omp atomic update
        or_x[2] = 8 | or_x[2];
#pragma omp atomic capture
        or_v[3][i] = or_x[3] |= 8;
#pragma omp atomic capture
        or_v[4][i] = or_x[4] = or_x[4] | 8;
#pragma omp atomic capture
        or_v[5][i] = or_x[5] = 8 | or_x[5];
#pragma omp atomic capture
        { or_v[6][i] = or_x[6]; or_x[6] |= 8; }
#pragma omp atomic capture
        { or_x[7] |= 8; or_v[7][i] = or_x[7]; }
#pragma omp atomic capture
        { or_v[8][i] = or_x[8]; or_x[8] = or_x[8] | 8; }
#pragma omp atomic capture
        { or_v[9][i] = or_x[9]; or_x[9] = 8 | or_x[9]; }
#pragma omp atomic capture
        { or_x[10] = or_x[10] | 8; or_v[10][i] = or_x[10]; }
#pragma omp atomic capture
        { or_x[11] = 8 | or_x[11]; or_v[11][i] = or_x[11]; }

#pragma omp atomic update
        shl_x[0] <<= 1;
#pragma omp atomic update
        shl_x[1] = shl_x[1] << 1;
#pragma omp atomic update
        shl_x[2] = 1 << shl_x[2];
#pragma omp atomic capture
        shl_v[3][i] = shl_x[3] <<= 1;
#pragma omp atomic capture
        shl_v[4][i] = shl_x[4] = shl_x[4] << 1;
#pragma omp atomic capture
        shl_v[5][i] = shl_x[5] = 1 << shl_x[5];
#pragma omp atomic capture
        { shl_v[6][i] = shl_x[6]; shl_x[6] <<= 1; }
#pragma omp atomic capture
        { shl_x[7] <<= 1; shl_v[7][i] = shl_x[7]; }
#pragma omp atomic capture
        { shl_v[8][i] = shl_x[8]; shl_x[8] = shl_x[8] << 1; }
#pragma omp atomic capture
        { shl_v[9][i] = shl_x[9]; shl_x[9] = 1 << shl_x[9]; }
#pragma omp atomic capture
        { shl_x[10] = shl_x[10] << 1; shl_v[10][i] = shl_x[10]; }
#pragma omp atomic capture
        { shl_x[11] = 1 << shl_x[11]; shl_v[11][i] = shl_x[11]; }

#pragma omp atomic update
        shr_x[0] >>= 1;
#pragma omp atomic update
        shr_x[1] = shr_x[1] >> 1;
#pragma omp atomic update
        shr_x[2] = 5 >> shr_x[2];
#pragma omp atomic capture
        shr_v[3][i] = shr_x[3] >>= 1;
#pragma omp atomic capture
        shr_v[4][i] = shr_x[4] = shr_x[4] >> 1;
#pragma omp atomic capture
        shr_v[5][i] = shr_x[5] = 5 >> shr_x[5];
#pragma omp atomic capture
        { shr_v[6][i] = shr_x[6]; shr_x[6] >>= 1; }
#pragma omp atomic capture
        { shr_x[7] >>= 1; shr_v[7][i] = shr_x[7]; }
#pragma omp atomic capture
        { shr_v[8][i] = shr_x[8]; shr_x[8] = shr_x[8] >> 1; }
#pragma omp atomic capture
        { shr_v[9][i] = shr_x[9]; shr_x[9] = 5 >> shr_x[9]; }
#pragma omp atomic capture
        { shr_x[10] = shr_x[10] >> 1; shr_v[10][i] = shr_x[10]; }
#pragma omp atomic capture
        { shr_x[11] = 5 >> shr_x[11]; shr_v[11][i] = shr_x[11]; }

#pragma omp atomic update
        step_x[0]++;
#pragma omp atomic update
        ++step_x[1];
#pragma omp atomic update
        step_x[2]--;
#pragma omp atomic update
        --step_x[3];
#pragma omp atomic update
        step_x[4]++;
#pragma omp atomic update
        ++step_x[5];
#pragma omp atomic capture
        step_v[6][i] = step_x[6]++;
#pragma omp atomic capture
        step_v[7][i] = --step_x[7];
#pragma omp atomic capture
        step_v[8][i] = step_x[8]--;
#pragma omp atomic capture
        step_v[9][i] = ++step_x[9];
#pragma omp atomic capture
        { step_v[10][i] = step_x[10]; step_x[10]++; }
#pragma omp atomic capture
        { --step_x[11]; step_v[11][i] = step_x[11]; }
#pragma omp atomic capture
        { step_v[12][i] = step_x[12]; step_x[12]--; }
#pragma omp atomic capture
        { ++step_x[13]; step_v[13][i] = step_x[13]; }

#pragma omp atomic capture
        { swap_v[0][i] = swap_x[0]; swap_x[0] = 7; }
#pragma omp atomic capture
        { swap_v[1][i] = swap_x[1]; swap_x[1] = (int)(2.5 * 2); }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


    printf("%-3s x:", "add");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)add_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += add_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "sub");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)sub_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += sub_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "mul");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)mul_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += mul_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "div");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)div_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += div_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "and");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)and_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += and_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "xor");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)xor_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += xor_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "or");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)or_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += or_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "shl");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)shl_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += shl_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "shr");
    for (int f = 0; f < 12; f++)
        printf(" %d", (int)shr_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < 12; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += shr_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("steps x:");
    for (int f = 0; f < 14; f++)
        printf(" %d", step_x[f]);
    printf("\n    sums:");
    for (int f = 6; f < 14; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += step_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    for (int f = 0; f < 2; f++) {
        long long sum = 0;
        for (int i = 0; i < 16; i++)
            sum += swap_v[f][i];
        printf("swap x: %d sum: %lld\n", swap_x[f], sum);
    }
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
