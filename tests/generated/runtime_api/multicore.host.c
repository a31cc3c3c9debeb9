/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "runtime_api.c"
# 1 "runtime_api.c"
# 1 "runtime_api.c"




# 6 "runtime_api.c" 2
# 7 "runtime_api.c" 2
# 8 "runtime_api.c" 2



int main(void)
{
    int nhost = acc_get_num_devices(acc_device_host);
    printf("host devices >= 1: %d\n", nhost >= 1);
    acc_device_t t = acc_get_device_type();
    printf("device type is set: %d\n", t != acc_device_none);
    printf("on host outside regions: %d\n", acc_on_device(acc_device_host) != 0);
    printf("device number >= 0: %d\n", acc_get_device_num(t) >= 0);


    printf("_OPENACC is a version date: %d\n", 202211 >= 201111);





    int exactly_one = 0;

{ static const __accrt_loc __accc_region_loc = { "runtime_api.c", 28, "main", "serial" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 28 "runtime_api.c"

{ static const __accrt_loc __accc_loc = { "runtime_api.c", 28, "main", "serial" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(exactly_one), sizeof(exactly_one), ACCRT_COPYOUT, 0, "exactly_one", 0, 0, __builtin_object_size((void *)&(exactly_one), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(exactly_one)), 0, ACCRT_ARG_DEVICE_PTR, "exactly_one" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 28 "runtime_api.c"
#pragma omp parallel num_threads(1)
    {
        int h = acc_on_device(acc_device_host) != 0;
        int nh = acc_on_device(acc_device_not_host) != 0;
        exactly_one = (h + nh == 1);
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    printf("host xor not_host in a region: %d\n", exactly_one);

    float host[256], back[256];
    for (int i = 0; i < 256; i++)
        host[i] = (float)i;
    float *dev = acc_malloc(256 * sizeof(float));
    printf("acc_malloc: %d\n", dev != 
# 40 "runtime_api.c" 3 4
                                     ((void *)0)
# 40 "runtime_api.c"
                                         );
    acc_memcpy_to_device(dev, host, 256 * sizeof(float));

{ static const __accrt_loc __accc_region_loc = { "runtime_api.c", 42, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 42 "runtime_api.c"

{ static const __accrt_loc __accc_loc = { "runtime_api.c", 42, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(dev), 0, ACCRT_DEVICEPTR, 0, "dev", 0, 0, __builtin_object_size((void *)(dev), 0) } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, 0, 0, -2); } { __typeof__(dev) __accc_dp_dev = dev; __typeof__(dev) dev = (__typeof__(dev))__accrt_check_deviceptr((void *)__accc_dp_dev);
# 42 "runtime_api.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 256; i++)
        dev[i] = dev[i] * 3.0f; } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    memset(back, 0, sizeof back);
    acc_memcpy_from_device(back, dev, 256 * sizeof(float));
    acc_free(dev);

    float s = 0.0f;
    for (int i = 0; i < 256; i++)
        s += back[i];
    printf("back[100]=%.1f sum=%.1f\n", back[100], s);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
