/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "async_queues.c"
# 1 "async_queues.c"
# 1 "async_queues.c"



# 5 "async_queues.c" 2
# 6 "async_queues.c" 2



int main(void)
{
    acc_init(acc_device_default);
    static float a[2000], b[2000], c[2000];
    for (int i = 0; i < 2000; i++) {
        a[i] = (float)(i % 10);
        b[i] = (float)(i % 3);
        c[i] = 0.0f;
    }

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 19, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_CREATE, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_CREATE, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_CREATE, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 3, -2); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 20, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_UPDATE_DEVICE, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, (1)); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 21, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_UPDATE_DEVICE, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, (2)); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 22, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_UPDATE_DEVICE, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, (acc_async_noval)); }


{ static const __accrt_loc __accc_region_loc = { "async_queues.c", 24, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 24 "async_queues.c"

{ static const __accrt_loc __accc_loc = { "async_queues.c", 24, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (1)); }
# 24 "async_queues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 2000; i++)
        a[i] = a[i] * 2.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "async_queues.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "async_queues.c"

{ static const __accrt_loc __accc_loc = { "async_queues.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (2)); }
# 27 "async_queues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 2000; i++)
        b[i] = b[i] + 1.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 32, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (1), (2) }, 2, (3)); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 33, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (acc_async_noval) }, 1, (3)); }

{ static const __accrt_loc __accc_region_loc = { "async_queues.c", 34, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 34 "async_queues.c"

{ static const __accrt_loc __accc_loc = { "async_queues.c", 34, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_PRESENT, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_PRESENT, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) }, { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(b), 0, ACCRT_ARG_DEVICE_PTR, "b" }, { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 3, (3)); }
# 34 "async_queues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 2000; i++)
        c[i] = a[i] + b[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 37, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_UPDATE_SELF, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, (3)); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 38, "main", "wait" }; __accrt_wait(&__accc_loc, (const int[]){ (3) }, 1, -2); }



{ static const __accrt_loc __accc_region_loc = { "async_queues.c", 41, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 41 "async_queues.c"

{ static const __accrt_loc __accc_loc = { "async_queues.c", 41, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_PRESENT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(c), 0, ACCRT_ARG_DEVICE_PTR, "c" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, (acc_async_sync)); }
# 41 "async_queues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 2000; i++)
        c[i] = c[i] * 0.5f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "async_queues.c", 44, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(c), sizeof(c), ACCRT_COPYOUT, 0, "c", 0, 0, __builtin_object_size((void *)&(c), 0) }, { (void *)&(a), sizeof(a), ACCRT_DELETE, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(b), sizeof(b), ACCRT_DELETE, 0, "b", 0, 0, __builtin_object_size((void *)&(b), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 3, -2); }

    double s = 0.0;
    for (int i = 0; i < 2000; i++)
        s += c[i];
    printf("c[0]=%.1f c[7]=%.1f sum=%.1f\n", c[0], c[7], s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
