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

{ static const __accrt_loc __accc_loc = { "primes.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(count), sizeof(count), ACCRT_COPY, ACCRT_IMPLICIT, "count", 0, 0, __builtin_object_size((void *)&(count), 0) }, { (void *)&(largest), sizeof(largest), ACCRT_COPY, ACCRT_IMPLICIT, "largest", 0, 0, __builtin_object_size((void *)&(largest), 0) }, { (void *)&(twins), sizeof(twins), ACCRT_COPY, ACCRT_IMPLICIT, "twins", 0, 0, __builtin_object_size((void *)&(twins), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(limit)), sizeof(limit), ACCRT_ARG_VALUE, "limit" }, { (const void *)(&(count)), 0, ACCRT_ARG_DEVICE_PTR, "count" }, { (const void *)(&(largest)), 0, ACCRT_ARG_DEVICE_PTR, "largest" }, { (const void *)(&(twins)), 0, ACCRT_ARG_DEVICE_PTR, "twins" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 23 "primes.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:count) reduction(+:twins) reduction(max:largest)
    for (int n = 2; n < limit; n++) {
        if (is_prime(n)) {
            count++;
            largest = n > largest ? n : largest;
            if (n + 2 < limit && is_prime(n + 2))
                twins++;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("primes below %d: %d, largest %d, twin pairs %d\n", limit, count, largest, twins);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
