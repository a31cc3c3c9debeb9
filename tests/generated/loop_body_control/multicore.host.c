/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "loop_body_control.c"
# 1 "loop_body_control.c"
# 1 "loop_body_control.c"



# 5 "loop_body_control.c" 2




# 8 "loop_body_control.c"
int main(void)
{
    static int kind[3000], out[3000];
    for (int i = 0; i < 3000; i++)
        kind[i] = (i * 7) % 6;


{ static const __accrt_loc __accc_region_loc = { "loop_body_control.c", 14, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "loop_body_control.c"

{ static const __accrt_loc __accc_loc = { "loop_body_control.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(kind), sizeof(kind), ACCRT_COPYIN, 0, "kind", 0, 0, __builtin_object_size((void *)&(kind), 0) }, { (void *)&(out), sizeof(out), ACCRT_COPYOUT, 0, "out", 0, 0, __builtin_object_size((void *)&(out), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(out), 0, ACCRT_ARG_DEVICE_PTR, "out" }, { (const void *)(kind), 0, ACCRT_ARG_DEVICE_PTR, "kind" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 14 "loop_body_control.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 3000; i++) {
        out[i] = 0;
        if (kind[i] == 5)
            continue;
        int v;
        switch (kind[i]) {
        case 0:
            v = i;
            break;
        case 1:
        case 2:
            v = 2 * i;
            break;
        default:
            v = -i;
            break;
        }
        int steps = 0, x = i + 1;
        while (x % 2 == 0) {
            x /= 2;
            steps++;
        }
        int d = 0, y = i;
        do {
            d++;
            y /= 10;
        } while (y > 0);
        if (i > 0 && (v % 3 == 0 || steps > 2))
            v += 1000;
        else if (d == 4)
            v -= 1000;
        out[i] = v + steps * 10 + d * 100000;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long s = 0;
    int zeros = 0;
    for (int i = 0; i < 3000; i++) {
        s += out[i];
        zeros += out[i] == 0;
    }
    printf("out[0]=%d out[7]=%d out[2999]=%d zeros=%d sum=%ld\n", out[0], out[7], out[3000 - 1], zeros, s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
