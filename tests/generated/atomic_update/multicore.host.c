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
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("inc=%d pre=%d dec=%d add=%d sub=%d\n", inc, pre, dec, add, sub);
    printf("or=%#x and=%#x xor=%d expr=%d expr2=%d\n", (unsigned)orv, (unsigned)andv, xorv, exprv, exprv2);
    printf("fadd=%.1f dadd=%.1f dmul=%.1f\n", fadd, dadd, dmul);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
