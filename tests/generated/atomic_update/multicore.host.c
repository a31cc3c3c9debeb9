/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "atomic_update.c"
# 1 "atomic_update.c"
# 1 "atomic_update.c"



# 5 "atomic_update.c" 2




# 8 "atomic_update.c"
int main(void)
{
    int inc = 0, pre = 0, dec = 0, add = 0, sub = 1000000, orv = 0, andv = -1, xorv = 0, exprv = 0, exprv2 = 0;
    float fadd = 0.0f;
    double dadd = 0.0, dmul = 1.0;


{ static const __accrt_loc __accc_region_loc = { "atomic_update.c", 14, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "atomic_update.c"

{ static const __accrt_loc __accc_loc = { "atomic_update.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(inc), sizeof(inc), ACCRT_COPY, 0, "inc", 0, 0, __builtin_object_size((void *)&(inc), 0) }, { (void *)&(pre), sizeof(pre), ACCRT_COPY, 0, "pre", 0, 0, __builtin_object_size((void *)&(pre), 0) }, { (void *)&(dec), sizeof(dec), ACCRT_COPY, 0, "dec", 0, 0, __builtin_object_size((void *)&(dec), 0) }, { (void *)&(add), sizeof(add), ACCRT_COPY, 0, "add", 0, 0, __builtin_object_size((void *)&(add), 0) }, { (void *)&(sub), sizeof(sub), ACCRT_COPY, 0, "sub", 0, 0, __builtin_object_size((void *)&(sub), 0) }, { (void *)&(orv), sizeof(orv), ACCRT_COPY, 0, "orv", 0, 0, __builtin_object_size((void *)&(orv), 0) }, { (void *)&(andv), sizeof(andv), ACCRT_COPY, 0, "andv", 0, 0, __builtin_object_size((void *)&(andv), 0) }, { (void *)&(xorv), sizeof(xorv), ACCRT_COPY, 0, "xorv", 0, 0, __builtin_object_size((void *)&(xorv), 0) }, { (void *)&(exprv), sizeof(exprv), ACCRT_COPY, 0, "exprv", 0, 0, __builtin_object_size((void *)&(exprv), 0) }, { (void *)&(exprv2), sizeof(exprv2), ACCRT_COPY, 0, "exprv2", 0, 0, __builtin_object_size((void *)&(exprv2), 0) }, { (void *)&(fadd), sizeof(fadd), ACCRT_COPY, 0, "fadd", 0, 0, __builtin_object_size((void *)&(fadd), 0) }, { (void *)&(dadd), sizeof(dadd), ACCRT_COPY, 0, "dadd", 0, 0, __builtin_object_size((void *)&(dadd), 0) }, { (void *)&(dmul), sizeof(dmul), ACCRT_COPY, 0, "dmul", 0, 0, __builtin_object_size((void *)&(dmul), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(inc)), 0, ACCRT_ARG_DEVICE_PTR, "inc" }, { (const void *)(&(pre)), 0, ACCRT_ARG_DEVICE_PTR, "pre" }, { (const void *)(&(dec)), 0, ACCRT_ARG_DEVICE_PTR, "dec" }, { (const void *)(&(add)), 0, ACCRT_ARG_DEVICE_PTR, "add" }, { (const void *)(&(sub)), 0, ACCRT_ARG_DEVICE_PTR, "sub" }, { (const void *)(&(orv)), 0, ACCRT_ARG_DEVICE_PTR, "orv" }, { (const void *)(&(andv)), 0, ACCRT_ARG_DEVICE_PTR, "andv" }, { (const void *)(&(xorv)), 0, ACCRT_ARG_DEVICE_PTR, "xorv" }, { (const void *)(&(exprv)), 0, ACCRT_ARG_DEVICE_PTR, "exprv" }, { (const void *)(&(exprv2)), 0, ACCRT_ARG_DEVICE_PTR, "exprv2" }, { (const void *)(&(fadd)), 0, ACCRT_ARG_DEVICE_PTR, "fadd" }, { (const void *)(&(dadd)), 0, ACCRT_ARG_DEVICE_PTR, "dadd" }, { (const void *)(&(dmul)), 0, ACCRT_ARG_DEVICE_PTR, "dmul" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 13, __accc_args, 13, -2); }
# 14 "atomic_update.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 10000; i++) {
#pragma omp atomic update
        inc++;
#pragma omp atomic update
        ++pre;
#pragma omp atomic update
        dec--;
#pragma omp atomic update
        add += i % 10;
#pragma omp atomic update
        sub -= 3;
#pragma omp atomic update
        orv |= 1 << (i % 30);
#pragma omp atomic update
        andv &= ~(1 << (i % 7));
#pragma omp atomic update
        xorv ^= i;
#pragma omp atomic update
        exprv = exprv + 2;
#pragma omp atomic update
        exprv2 = 1 + exprv2;
#pragma omp atomic update
        fadd += 0.5f;
#pragma omp atomic update
        dadd += (double)(i % 4);
        if (i % 1000 == 0) {
#pragma omp atomic update
            dmul *= 2.0;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("inc=%d pre=%d dec=%d add=%d sub=%d\n", inc, pre, dec, add, sub);
    printf("or=%#x and=%#x xor=%d expr=%d expr2=%d\n", (unsigned)orv, (unsigned)andv, xorv, exprv, exprv2);
    printf("fadd=%.1f dadd=%.1f dmul=%.1f\n", fadd, dadd, dmul);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
