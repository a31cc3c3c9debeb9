/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "designated_nested.c"
# 1 "designated_nested.c"
# 1 "designated_nested.c"





# 7 "designated_nested.c" 2




# 10 "designated_nested.c"
struct span { int lo, hi; };
struct pair { struct span v; int k; };
struct box { int tag; struct pair p; struct span extra; };


static int measure(int i) {
    struct box b = {.p.v.hi = i + 5, .tag = 3, .p.k = 2, .extra.lo = 1, .p.v.lo = i};
    return (b.p.v.hi - b.p.v.lo) * b.p.k + b.tag + b.extra.lo + b.extra.hi;
}

int main(void) {
    static int out[1000];
    long sum = 0;
    
{ static const __accrt_loc __accc_region_loc = { "designated_nested.c", 23, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 23 "designated_nested.c"

{ static const __accrt_loc __accc_loc = { "designated_nested.c", 23, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(out)[0], (1000) * sizeof((out)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "out[0:1000]", 0, 0, __builtin_object_size((void *)&(out)[0], 0) }, { (void *)&(sum), sizeof(sum), ACCRT_COPY, ACCRT_IMPLICIT, "sum", 0, 0, __builtin_object_size((void *)&(sum), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "out" }, { (const void *)(&(sum)), 0, ACCRT_ARG_DEVICE_PTR, "sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 23 "designated_nested.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads()) reduction(+:sum)
# 24 "designated_nested.c"
    for (int i = 0; i < 1000; i++) {
        struct pair q = {.v.lo = i, .v.hi = 2 * i, .k = 7};
        struct pair r = {.k = i % 5, .v.hi = 4, .v.lo = 1};
        out[i] = q.v.hi - q.v.lo + q.k + r.k * (r.v.hi - r.v.lo) + measure(i);
        sum += out[i];
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("sum %ld\n", sum);
    printf("out[0] %d out[1] %d out[999] %d\n", out[0], out[1], out[1000 - 1]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
