/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "atomic_capture.c"
# 1 "atomic_capture.c"
# 1 "atomic_capture.c"




# 6 "atomic_capture.c" 2
# 7 "atomic_capture.c" 2




# 10 "atomic_capture.c"
static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    static int in[3000], out1[3000], out2[3000], out3[3000], out4[3000];
    for (int i = 0; i < 3000; i++)
        in[i] = (i * 7) % 100;

    int n1 = 0, n2 = 0, n3 = 0, n4 = 0;
    int ticket_sum = 0;


{ static const __accrt_loc __accc_region_loc = { "atomic_capture.c", 25, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "atomic_capture.c"

{ static const __accrt_loc __accc_loc = { "atomic_capture.c", 25, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(in), sizeof(in), ACCRT_COPYIN, 0, "in", 0, 0, __builtin_object_size((void *)&(in), 0) }, { (void *)&(n1), sizeof(n1), ACCRT_COPY, 0, "n1", 0, 0, __builtin_object_size((void *)&(n1), 0) }, { (void *)&(n2), sizeof(n2), ACCRT_COPY, 0, "n2", 0, 0, __builtin_object_size((void *)&(n2), 0) }, { (void *)&(n3), sizeof(n3), ACCRT_COPY, 0, "n3", 0, 0, __builtin_object_size((void *)&(n3), 0) }, { (void *)&(n4), sizeof(n4), ACCRT_COPY, 0, "n4", 0, 0, __builtin_object_size((void *)&(n4), 0) }, { (void *)&(ticket_sum), sizeof(ticket_sum), ACCRT_COPY, 0, "ticket_sum", 0, 0, __builtin_object_size((void *)&(ticket_sum), 0) }, { (void *)&(out1), sizeof(out1), ACCRT_COPYOUT, 0, "out1", 0, 0, __builtin_object_size((void *)&(out1), 0) }, { (void *)&(out2), sizeof(out2), ACCRT_COPYOUT, 0, "out2", 0, 0, __builtin_object_size((void *)&(out2), 0) }, { (void *)&(out3), sizeof(out3), ACCRT_COPYOUT, 0, "out3", 0, 0, __builtin_object_size((void *)&(out3), 0) }, { (void *)&(out4), sizeof(out4), ACCRT_COPYOUT, 0, "out4", 0, 0, __builtin_object_size((void *)&(out4), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(in), 0, ACCRT_ARG_DEVICE_PTR, "in" }, { (const void *)(&(n1)), 0, ACCRT_ARG_DEVICE_PTR, "n1" }, { (const void *)(out1), 0, ACCRT_ARG_DEVICE_PTR, "out1" }, { (const void *)(&(n2)), 0, ACCRT_ARG_DEVICE_PTR, "n2" }, { (const void *)(out2), 0, ACCRT_ARG_DEVICE_PTR, "out2" }, { (const void *)(&(n3)), 0, ACCRT_ARG_DEVICE_PTR, "n3" }, { (const void *)(out3), 0, ACCRT_ARG_DEVICE_PTR, "out3" }, { (const void *)(&(n4)), 0, ACCRT_ARG_DEVICE_PTR, "n4" }, { (const void *)(out4), 0, ACCRT_ARG_DEVICE_PTR, "out4" }, { (const void *)(&(ticket_sum)), 0, ACCRT_ARG_DEVICE_PTR, "ticket_sum" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 10, __accc_args, 10, -2); }
# 25 "atomic_capture.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 3000; i++) {
        if (in[i] < 10) {
            int slot;
#pragma omp atomic capture
            slot = n1++;
            out1[slot] = i;
        }
        if (in[i] >= 90) {
            int slot;
#pragma omp atomic capture
            {
                slot = n2;
                n2 += 1;
            }
            out2[slot] = i;
        }
        if (in[i] % 25 == 0) {
            int slot;
#pragma omp atomic capture
            {
                n3++;
                slot = n3;
            }
            out3[slot - 1] = i;
        }
        if (in[i] == 50) {
            int slot;
#pragma omp atomic capture
            slot = ++n4;
            out4[slot - 1] = i;
            int t;
#pragma omp atomic capture
            t = ticket_sum += 1;
            (void)t;
        }
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    qsort(out1, n1, sizeof(int), cmp_int);
    qsort(out2, n2, sizeof(int), cmp_int);
    qsort(out3, n3, sizeof(int), cmp_int);
    qsort(out4, n4, sizeof(int), cmp_int);

    int ok = 1;
    long s1 = 0, s2 = 0, s3 = 0;
    for (int k = 0; k < n1; k++) { s1 += out1[k]; if (in[out1[k]] >= 10) ok = 0; if (k && out1[k] == out1[k - 1]) ok = 0; }
    for (int k = 0; k < n2; k++) { s2 += out2[k]; if (in[out2[k]] < 90) ok = 0; if (k && out2[k] == out2[k - 1]) ok = 0; }
    for (int k = 0; k < n3; k++) { s3 += out3[k]; if (in[out3[k]] % 25) ok = 0; if (k && out3[k] == out3[k - 1]) ok = 0; }
    printf("n1=%d s1=%ld first=%d last=%d\n", n1, s1, n1 > 0 ? out1[0] : -1, n1 > 0 ? out1[n1 - 1] : -1);
    printf("n2=%d s2=%ld n3=%d s3=%ld\n", n2, s2, n3, s3);
    printf("n4=%d out4:", n4);
    for (int k = 0; k < n4 && k < 8; k++)
        printf(" %d", out4[k]);
    printf(" ... tickets=%d\n", ticket_sum);
    printf("%s\n", ok ? "PASS" : "FAIL");
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
