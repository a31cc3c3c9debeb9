/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "runtime_device_addresses.c"
# 1 "runtime_device_addresses.c"
# 1 "runtime_device_addresses.c"
# 10 "runtime_device_addresses.c"
# 11 "runtime_device_addresses.c" 2
# 12 "runtime_device_addresses.c" 2



int main(void)
{
    float x[16], y[16];
    for (int i = 0; i < 16; i++) {
        x[i] = (float)i;
        y[i] = 0.0f;
    }
    float *dx = acc_copyin(x, sizeof x);
    float *dy = acc_create(y, sizeof y);
    printf("acc_deviceptr gives the copies: %d %d\n", acc_deviceptr(x) == dx,
           acc_deviceptr(y) == dy);
    printf("acc_hostptr gives the data: %d %d\n", acc_hostptr(dx) == x, acc_hostptr(dy) == y);

{ static const __accrt_loc __accc_region_loc = { "runtime_device_addresses.c", 27, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 27 "runtime_device_addresses.c"

{ static const __accrt_loc __accc_loc = { "runtime_device_addresses.c", 27, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(dx), 0, ACCRT_DEVICEPTR, 0, "dx", 0, 0, __builtin_object_size((void *)(dx), 0) }, { (void *)(dy), 0, ACCRT_DEVICEPTR, 0, "dy", 0, 0, __builtin_object_size((void *)(dy), 0) } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, 0, 0, -2); } { __typeof__(dx) __accc_dp_dx = dx; __typeof__(dx) dx = (__typeof__(dx))__accrt_check_deviceptr((void *)__accc_dp_dx); __typeof__(dy) __accc_dp_dy = dy; __typeof__(dy) dy = (__typeof__(dy))__accrt_check_deviceptr((void *)__accc_dp_dy);
# 27 "runtime_device_addresses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 16; i++)
        dy[i] = dx[i] * 2.0f; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    acc_copyout(y, sizeof y);
    acc_delete(x, sizeof x);
    float s = 0.0f;
    for (int i = 0; i < 16; i++)
        s += y[i];
    printf("through deviceptr: y[9]=%.1f sum=%.1f\n", y[9], s);


    int h[16];
    for (int i = 0; i < 16; i++)
        h[i] = i;
    int *dh = acc_malloc(sizeof h);
    acc_map_data(h, dh, sizeof h);
    printf("mapped: present %d, deviceptr and back %d\n", acc_is_present(h, sizeof h) != 0,
           acc_hostptr(acc_deviceptr(h)) == h);
    acc_update_device(h, sizeof h);

{ static const __accrt_loc __accc_region_loc = { "runtime_device_addresses.c", 46, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 46 "runtime_device_addresses.c"

{ static const __accrt_loc __accc_loc = { "runtime_device_addresses.c", 46, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(h), sizeof(h), ACCRT_PRESENT, 0, "h", 0, 0, __builtin_object_size((void *)&(h), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(h), 0, ACCRT_ARG_DEVICE_PTR, "h" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 46 "runtime_device_addresses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 16; i++)
        h[i] = h[i] * 3 + 1; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    acc_update_self(h, sizeof h);
    acc_unmap_data(h);
    acc_free(dh);
    printf("mapped data: h[5]=%d h[15]=%d\n", h[5], h[15]);


    int back[16];
    int *d1 = acc_malloc(sizeof h), *d2 = acc_malloc(sizeof h);
    acc_memcpy_to_device(d1, h, sizeof h);
    acc_memcpy_device(d2, d1, sizeof h);
    acc_memcpy_from_device(back, d2, sizeof back);
    printf("acc_memcpy_device: back[7]=%d\n", back[7]);
    acc_memcpy_to_device_async(d1, back, sizeof back, 2);

{ static const __accrt_loc __accc_region_loc = { "runtime_device_addresses.c", 62, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 62 "runtime_device_addresses.c"

{ static const __accrt_loc __accc_loc = { "runtime_device_addresses.c", 62, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(d1), 0, ACCRT_DEVICEPTR, 0, "d1", 0, 0, __builtin_object_size((void *)(d1), 0) } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, 0, 0, (2)); } { __typeof__(d1) __accc_dp_d1 = d1; __typeof__(d1) d1 = (__typeof__(d1))__accrt_check_deviceptr((void *)__accc_dp_d1);
# 62 "runtime_device_addresses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 16; i++)
        d1[i] -= i; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    acc_memcpy_from_device_async(h, d1, sizeof h, 2);
    acc_wait(2);
    acc_free(d1);
    acc_free(d2);
    printf("async copies: h[7]=%d h[15]=%d\n", h[7], h[15]);


    acc_copyin_async(x, sizeof x, 3);
    acc_create_async(y, sizeof y, 3);

{ static const __accrt_loc __accc_region_loc = { "runtime_device_addresses.c", 74, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 74 "runtime_device_addresses.c"

{ static const __accrt_loc __accc_loc = { "runtime_device_addresses.c", 74, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(x), sizeof(x), ACCRT_PRESENT, 0, "x", 0, 0, __builtin_object_size((void *)&(x), 0) }, { (void *)&(y), sizeof(y), ACCRT_PRESENT, 0, "y", 0, 0, __builtin_object_size((void *)&(y), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(x), 0, ACCRT_ARG_DEVICE_PTR, "x" }, { (const void *)(y), 0, ACCRT_ARG_DEVICE_PTR, "y" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, (3)); }
# 74 "runtime_device_addresses.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 16; i++)
        y[i] = x[i] + 100.0f; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    acc_copyout_async(y, sizeof y, 3);
    acc_delete_async(x, sizeof x, 3);
    acc_wait(3);
    printf("queue 3 done: %d, y[3]=%.1f\n", acc_async_test(3) != 0, y[3]);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
