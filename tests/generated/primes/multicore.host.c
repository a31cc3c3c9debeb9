/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "primes.c"
# 1 "primes.c"
# 1 "primes.c"


# 4 "primes.c" 2


# 5 "primes.c"

static int is_prime(int n)
{
    if (n < 2)
        return 0;
    if (n % 2 == 0)
        return n == 2;
    for (int d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return 0;
    return 1;
}

int main(void)
{
    const int limit = 200000;
    int count = 0, largest = 0, twins = 0;


{ static const __accrt_loc __accc_region_loc = { "primes.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "primes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:count) reduction(+:twins) reduction(max:largest)
    for (int n = 2; n < limit; n++) {
        if (is_prime(n)) {
            count++;
            largest = n > largest ? n : largest;
            if (n + 2 < limit && is_prime(n + 2))
                twins++;
        }
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("primes below %d: %d, largest %d, twin pairs %d\n", limit, count, largest, twins);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
