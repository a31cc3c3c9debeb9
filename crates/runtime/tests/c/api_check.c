/*
 * Exercises every routine of include/openacc.h and include/accrt.h on the host
 * and multicore devices, which share host memory. Built twice by tests/c_api.rs:
 * with -DREGISTER_MULTICORE (as if a unit had been compiled with
 * --target=multicore) and without it (as --target=host).
 *
 *   api_check check <host|multicore> <threads|any>   check every routine
 *   api_check set-nvidia | bad-async | memcpy-null | bad-register | threads |
 *             launch-on-host | bad-data-kind        one error case / one query
 *
 * OpenCL is hidden from these runs (tests/c_api.rs points OCL_ICD_VENDORS at an
 * empty directory): they are about the host and multicore devices; tests/opencl.rs
 * covers OpenCL.
 *
 * Prints FAIL lines for failed checks, key=value lines for the driver, and
 * "ALL OK" when every check passed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "openacc.h"
#include "accrt.h"

static int failures = 0;

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);             \
            failures++;                                                        \
        }                                                                      \
    } while (0)

#ifdef REGISTER_MULTICORE
#define REGISTERED_MC 1
__attribute__((constructor)) static void register_target(void) {
    __accrt_register_target(acc_device_multicore);
}
#else
#define REGISTERED_MC 0
__attribute__((constructor)) static void register_target(void) {
    __accrt_register_target(acc_device_host);
}
#endif

enum { N = 16 };

static void check_devices(acc_device_t t, int want_threads) {
    int mc = (t == acc_device_multicore);
    CHECK(acc_get_device_type() == t);
    CHECK(acc_get_num_devices(acc_device_host) == 1);
    CHECK(acc_get_num_devices(acc_device_multicore) == REGISTERED_MC);
    CHECK(acc_get_num_devices(acc_device_not_host) == REGISTERED_MC);
    CHECK(acc_get_num_devices(acc_device_default) == 1);
    CHECK(acc_get_num_devices(acc_device_nvidia) == 0);
    CHECK(acc_get_num_devices(acc_device_radeon) == 0);
    CHECK(acc_get_num_devices(acc_device_opencl) == 0);
    CHECK(acc_get_num_devices(acc_device_none) == 0);
    CHECK(acc_get_device_num(t) == 0);
    CHECK(acc_get_device_num(acc_device_host) == 0);
    CHECK(acc_get_device_num(acc_device_nvidia) == -1);

    CHECK(acc_on_device(acc_device_host) == 1);
    CHECK(acc_on_device(acc_device_multicore) == mc);
    CHECK(acc_on_device(acc_device_not_host) == 0);
    CHECK(acc_on_device(acc_device_nvidia) == 0);
    CHECK(acc_on_device(acc_device_opencl) == 0);
    CHECK(acc_on_device(acc_device_none) == 0);
    CHECK(__accrt_multicore_active() == mc);
    int threads = __accrt_num_threads();
    CHECK(threads >= 1);
    if (want_threads > 0) CHECK(threads == want_threads);
    printf("threads=%d\n", threads);

    size_t mem = acc_get_property(0, t, acc_property_memory);
    size_t free_mem = acc_get_property(0, t, acc_property_free_memory);
    CHECK(mem > 0);
    CHECK(free_mem > 0 && free_mem <= mem);
    CHECK(acc_get_property(0, t, acc_property_shared_memory_support) != 0);
    CHECK(acc_get_property(0, t, acc_property_name) == 0);
    CHECK(acc_get_property(1, t, acc_property_memory) == 0);
    CHECK(acc_get_property(0, acc_device_nvidia, acc_property_memory) == 0);
    const char *name = acc_get_property_string(0, t, acc_property_name);
    const char *vendor = acc_get_property_string(0, t, acc_property_vendor);
    const char *driver = acc_get_property_string(0, t, acc_property_driver);
    CHECK(name != NULL && name[0] != '\0');
    CHECK(vendor != NULL && vendor[0] != '\0');
    CHECK(driver != NULL && strncmp(driver, "accc runtime ", 13) == 0);
    CHECK(driver != NULL && strstr(driver, mc ? "multicore" : "host") != NULL);
    CHECK(acc_get_property_string(0, t, acc_property_memory) == NULL);
    CHECK(acc_get_property_string(0, acc_device_opencl, acc_property_name) == NULL);
    printf("memory=%zu\n", mem);
    printf("name=%s\n", name ? name : "(null)");
    printf("vendor=%s\n", vendor ? vendor : "(null)");
    printf("driver=%s\n", driver ? driver : "(null)");

    acc_init(t);
    acc_init_device(0, t);
    CHECK(acc_get_device_type() == t);

    /* switching at run time */
    acc_set_device_type(acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_on_device(acc_device_multicore) == 0);
    CHECK(acc_on_device(acc_device_not_host) == 0);
    CHECK(__accrt_multicore_active() == 0);
    if (REGISTERED_MC) {
        acc_set_device_type(acc_device_not_host);
        CHECK(acc_get_device_type() == acc_device_multicore);
        CHECK(__accrt_multicore_active() == 1);
        CHECK(acc_on_device(acc_device_multicore) == 1);
        acc_set_device_num(0, acc_device_host);
        CHECK(acc_get_device_type() == acc_device_host);
        acc_set_device_num(0, acc_device_multicore);
        CHECK(acc_get_device_type() == acc_device_multicore);
    }
    /* the directive entry points: `set`, `init`, `shutdown` */
    __accrt_set(1, acc_device_host, 0, 0, 1, 3);
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_get_default_async() == 3);
    __accrt_set(0, 0, 1, 0, 0, 0);
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_get_device_num(acc_device_host) == 0);
    __accrt_set(0, 0, 0, 0, 1, acc_async_noval);
    __accrt_init(acc_device_host, -1);
    CHECK(acc_get_device_type() == acc_device_host);
    __accrt_init(acc_device_host, 0);
    __accrt_shutdown(acc_device_host, 0);
    __accrt_shutdown(acc_device_host, -1);
    acc_set_device_type(acc_device_default);
    CHECK(acc_get_device_type() == (REGISTERED_MC ? acc_device_multicore : acc_device_host));
    acc_set_device_num(0, t);
    CHECK(acc_get_device_type() == t);
    acc_set_device_num(-1, acc_device_none);
    CHECK(acc_get_device_num(t) == 0);
}

static void check_async(void) {
    CHECK(acc_get_default_async() == acc_async_noval);
    acc_set_default_async(3);
    CHECK(acc_get_default_async() == 3);
    acc_set_default_async(acc_async_sync);
    CHECK(acc_get_default_async() == acc_async_sync);
    acc_set_default_async(acc_async_default);
    CHECK(acc_get_default_async() == acc_async_noval);

    CHECK(acc_async_test(0) != 0);
    CHECK(acc_async_test(acc_async_noval) != 0);
    CHECK(acc_async_test(acc_async_sync) != 0);
    CHECK(acc_async_test_device(1, 0) != 0);
    CHECK(acc_async_test_all() != 0);
    CHECK(acc_async_test_all_device(0) != 0);
    acc_wait(0);
    acc_wait(acc_async_noval);
    acc_wait_device(0, 0);
    acc_wait_async(0, 1);
    acc_wait_device_async(0, 1, 0);
    acc_wait_all();
    acc_wait_all_device(0);
    acc_wait_all_async(2);
    acc_wait_all_device_async(2, 0);
    int qs[3] = {acc_async_sync, 5, 6};
    CHECK(acc_wait_any(3, qs) == 1);
    CHECK(acc_wait_any_device(1, qs, 0) == -1);
    CHECK(acc_wait_any(0, NULL) == -1);
    acc_async_wait(1);
    acc_async_wait_all();
}

static void check_data(void) {
    double a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = -1;
    }
    const size_t bytes = sizeof a;

    CHECK(acc_copyin(a, bytes) == (void *)a);
    acc_copyin_async(a, bytes, 1);
    CHECK(acc_create(a, bytes) == (void *)a);
    acc_create_async(a, bytes, acc_async_noval);
    CHECK(acc_present_or_copyin(a, bytes) == (void *)a);
    CHECK(acc_pcopyin(a, bytes) == (void *)a);
    CHECK(acc_present_or_create(a, bytes) == (void *)a);
    CHECK(acc_pcreate(a, bytes) == (void *)a);
    CHECK(acc_is_present(a, bytes) != 0);
    CHECK(acc_is_present(a, 0) != 0);
    CHECK(acc_deviceptr(a + 3) == (void *)(a + 3));
    CHECK(acc_hostptr(a + 5) == (void *)(a + 5));
    CHECK(acc_deviceptr(NULL) == NULL);
    acc_update_device(a, bytes);
    acc_update_device_async(a, bytes, 1);
    acc_update_self(a, bytes);
    acc_update_self_async(a + 1, sizeof(double), 2);
    acc_copyout(a, bytes);
    acc_copyout_async(a, bytes, 1);
    acc_copyout_finalize(a, bytes);
    acc_copyout_finalize_async(a, bytes, 1);
    acc_delete(a, bytes);
    acc_delete_async(a, bytes, 1);
    acc_delete_finalize(a, bytes);
    acc_delete_finalize_async(a, bytes, 1);
    acc_wait_all();
    CHECK(acc_is_present(a, bytes) != 0); /* shared memory: always */
    for (int i = 0; i < N; i++) CHECK(a[i] == i);

    /* raw device memory is host memory */
    double *d = (double *)acc_malloc(bytes);
    CHECK(d != NULL);
    CHECK(acc_malloc(0) == NULL);
    acc_memcpy_to_device(d, a, bytes);
    CHECK(d[7] == 7.0);
    acc_memcpy_device(d, d + N / 2, bytes / 2);
    acc_memcpy_from_device(b, d, bytes);
    CHECK(b[0] == N / 2 && b[N / 2] == N / 2 && b[N - 1] == N - 1);
    acc_memcpy_to_device_async(d, a, bytes, 1);
    acc_memcpy_device_async(d + 1, d, sizeof(double), 1);
    acc_memcpy_from_device_async(b, d, bytes, 1);
    acc_wait(1);
    CHECK(b[0] == 0.0 && b[1] == 0.0 && b[2] == 2.0);
    acc_memcpy_d2d(b, a, bytes, 0, 0);
    CHECK(memcmp(a, b, bytes) == 0);
    b[4] = 99;
    acc_memcpy_d2d_async(b, a, bytes, 0, 0, 3);
    acc_wait(3);
    CHECK(b[4] == 4.0);
    acc_memcpy_to_device(NULL, NULL, 0); /* zero bytes: nothing, no error */

    acc_map_data(a, d, bytes);
    CHECK(acc_deviceptr(a) == (void *)a);
    acc_unmap_data(a);
    acc_free(d);
    acc_free(NULL);

    /* attachment leaves shared pointers alone */
    void *p = a;
    acc_attach(&p);
    acc_attach_async(&p, 1);
    acc_detach(&p);
    acc_detach_async(&p, 1);
    acc_detach_finalize(&p);
    acc_detach_finalize_async(&p, acc_async_noval);
    CHECK(p == (void *)a);

    /* interoperability: not a CUDA / OpenCL device */
    CHECK(acc_get_current_cuda_device() == NULL);
    CHECK(acc_get_current_cuda_context() == NULL);
    CHECK(acc_get_cuda_stream(0) == NULL);
    CHECK(acc_set_cuda_stream(0, NULL) == 0);
    CHECK(acc_get_current_opencl_device() == NULL);
    CHECK(acc_get_current_opencl_context() == NULL);
    CHECK(acc_get_current_opencl_queue() == NULL);
}

/* The offload ABI (accrt.h, ABI 2) on devices that share host memory: every entry
 * point checks its arguments and moves nothing; host_data gives the host address. */
static void check_offload_abi(void) {
    double a[N], b[N];
    double *p = NULL;
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = -i;
    }
    CHECK(__accrt_offload_active() == 0);
    __accrt_loc loc = {__FILE__, __LINE__, "check_offload_abi", "data"};
    __accrt_data d[4] = {
        {a, sizeof a, ACCRT_COPY, ACCRT_ALWAYSIN | ACCRT_ALWAYSOUT, "a"},
        {b, 0, ACCRT_PRESENT, 0, "b"},
        {p, 0, ACCRT_NO_CREATE, ACCRT_IMPLICIT, "p"},
        {&p, sizeof p, ACCRT_ATTACH, 0, "p"},
    };
    /* No profiling variable is set: the flag is clear and the hooks do nothing. */
    CHECK(__accrt_profile_flags == 0);
    __accrt_region_enter(&loc);
    __accrt_data_begin(&loc, d, 4, acc_async_sync);
    __accrt_data_end(&loc, d, 4, acc_async_sync);
    __accrt_region_exit(&loc);
    __accrt_data_begin(NULL, NULL, 0, acc_async_noval);
    __accrt_data e[2] = {{a, sizeof a, ACCRT_COPYIN, ACCRT_READONLY, "a"},
                         {b, sizeof b, ACCRT_CREATE, ACCRT_ZERO, "b"}};
    __accrt_enter_data(&loc, e, 2, 1);
    __accrt_data x[3] = {{a, sizeof a, ACCRT_COPYOUT, ACCRT_FINALIZE, "a"},
                         {b, sizeof b, ACCRT_DELETE, 0, "b"},
                         {&p, sizeof p, ACCRT_DETACH, 0, "p"}};
    __accrt_exit_data(&loc, x, 3, acc_async_noval);
    __accrt_data u[2] = {{a, sizeof a, ACCRT_UPDATE_DEVICE, 0, "a"},
                         {b + 1, 8, ACCRT_UPDATE_SELF, ACCRT_IF_PRESENT, "b[1:1]"}};
    __accrt_update(&loc, u, 2, acc_async_default);
    /* A result for later: on the host it is in place at once; the delivery does nothing. */
    int later = 0;
    __accrt_data l[1] = {{&later, sizeof later, ACCRT_COPY, ACCRT_IMPLICIT | ACCRT_DELIVER_LATER, "later"}};
    __accrt_data_begin(&loc, l, 1, acc_async_sync);
    later = 5;
    __accrt_data_end(&loc, l, 1, acc_async_sync);
    __accrt_deliver(&loc);
    __accrt_deliver(NULL);
    CHECK(later == 5);
    int qs[2] = {1, acc_async_noval};
    __accrt_wait(&loc, qs, 2, acc_async_sync);
    __accrt_wait(&loc, NULL, 0, 3);
    CHECK(__accrt_use_device(&loc, a + 2, "a", 0) == (void *)(a + 2));
    CHECK(__accrt_use_device(NULL, NULL, NULL, 1) == NULL);
    for (int i = 0; i < N; i++) CHECK(a[i] == i && b[i] == -i);
    CHECK(p == NULL);
    /* Without ACC_CHECK the checking mode's entry points are not used; this one is the
       identity. */
    CHECK(__accrt_checking() == 0);
    CHECK(__accrt_check_deviceptr(a) == (void *)a);
}

/* ACC_CHECK=1 (accrt.h, ABI 7): the CPU device has memory of its own, a data construct's
 * clauses are kept from its begin to its end, and a compute region sees the device
 * copies while the host keeps its own bytes. */
static void check_checking_mode(void) {
    double a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 0;
    }
    CHECK(__accrt_checking() == 1);
    CHECK(!acc_is_present(a, sizeof a));
    static const __accrt_loc dloc = {__FILE__, __LINE__, "check_checking_mode", "data"};
    __accrt_data d[1] = {{b, sizeof b, ACCRT_COPYOUT, 0, "b", 0, 0, sizeof b}};
    __accrt_check_data_begin(&dloc, d, 1, acc_async_sync);
    CHECK(acc_is_present(b, sizeof b));
    static const __accrt_loc cloc = {__FILE__, __LINE__, "check_checking_mode", "parallel loop"};
    __accrt_data c[1] = {{a, sizeof a, ACCRT_COPYIN, 0, "a", 0, 0, sizeof a}};
    __accrt_arg args[2] = {{a, 0, ACCRT_ARG_DEVICE_PTR, "a"}, {b, 0, ACCRT_ARG_DEVICE_PTR, "b"}};
    __accrt_check_compute_begin(&cloc, c, 1, args, 2, acc_async_sync);
    for (int i = 0; i < N; i++) { /* the region */
        b[i] = 2 * a[i];
        a[i] = -1;
    }
    __accrt_check_compute_end(&cloc);
    for (int i = 0; i < N; i++) CHECK(a[i] == i && b[i] == 0);
    void *dev = acc_deviceptr(b);
    CHECK(dev != NULL && dev != (void *)b);
    CHECK(__accrt_check_deviceptr(dev) == (void *)b);
    __accrt_check_data_end(&dloc);
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i);
    CHECK(!acc_is_present(b, sizeof b));
}

static void launch_on_host(void) {
    static __accrt_kernel k = {"k_main_1", "__kernel void k_main_1(void) {}", 0, 0, 0, 0};
    __accrt_loc loc = {"prog.c", 12, "main", "parallel loop"};
    __accrt_launch(&loc, &k, 100, 0, 64, 0, NULL, 0, acc_async_sync);
}

static void bad_data_kind(void) {
    double a[2];
    __accrt_loc loc = {"prog.c", 7, "main", "data"};
    __accrt_data d[1] = {{a, sizeof a, ACCRT_DELETE, 0, "a[0:2]"}};
    __accrt_data_begin(&loc, d, 1, acc_async_sync);
}

static void check_shutdown(acc_device_t t) {
    acc_shutdown_device(0, t);
    acc_shutdown(t);
    acc_shutdown(acc_device_nvidia); /* no such device: nothing to do */
    double x = 1;
    CHECK(acc_is_present(&x, sizeof x) != 0); /* usable again after shutdown */
    CHECK(acc_get_device_type() == t);
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "check") == 0 && argc == 4) {
        acc_device_t t = strcmp(argv[2], "multicore") == 0 ? acc_device_multicore : acc_device_host;
        int want_threads = strcmp(argv[3], "any") == 0 ? 0 : atoi(argv[3]);
        check_devices(t, want_threads);
        check_async();
        check_data();
        check_offload_abi();
        check_shutdown(t);
        if (failures == 0) printf("ALL OK\n");
        return failures == 0 ? 0 : 1;
    }
    if (strcmp(mode, "checking") == 0) {
        check_checking_mode();
        if (failures == 0) printf("ALL OK\n");
        return failures == 0 ? 0 : 1;
    }
    if (strcmp(mode, "checking-absent") == 0) {
        /* A compute region whose variable is not present, under ACC_CHECK=1. */
        double x[4] = {0};
        static const __accrt_loc at = {"v.c", 9, "main", "parallel loop"};
        __accrt_arg args[1] = {{x, 0, ACCRT_ARG_DEVICE_PTR, "x"}};
        __accrt_check_compute_begin(&at, NULL, 0, args, 1, acc_async_sync);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "threads") == 0) {
        printf("threads=%d\n", __accrt_num_threads());
        return 0;
    }
    if (strcmp(mode, "set-nvidia") == 0) {
        acc_set_device_type(acc_device_nvidia);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "directives-absent-type") == 0) {
        /* `#pragma acc init/set/shutdown device_type(radeon)` and `(nvidia)` where there is
           no such device: warnings, and the program goes on with its device. */
        acc_device_t before = acc_get_device_type();
        __accrt_init(acc_device_radeon, -1);
        __accrt_set(1, acc_device_radeon, 1, 0, 0, 0);
        __accrt_shutdown(acc_device_radeon, -1);
        __accrt_init(acc_device_radeon, 0);
        __accrt_set(1, acc_device_nvidia, 0, 0, 1, 3);
        __accrt_init(acc_device_nvidia, -1);
        printf("same device=%d default async=%d\n", acc_get_device_type() == before,
               acc_get_default_async());
        return 0;
    }
    if (strcmp(mode, "bad-async") == 0) {
        acc_wait(-7);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "memcpy-null") == 0) {
        double x = 0;
        acc_memcpy_to_device(NULL, &x, sizeof x);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "free-stack") == 0) {
        double x[4];
        acc_free(x);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "copyin-null") == 0) {
        acc_copyin(NULL, 16);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "update-null") == 0) {
        acc_update_self(NULL, 16);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "map-null") == 0) {
        double x[4];
        acc_map_data(x, NULL, sizeof x);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "free-twice") == 0) {
        void *d = acc_malloc(64);
        acc_free(d);
        acc_free(d);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "bad-register") == 0) {
        __accrt_register_target(99);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "cache-check-failed") == 0) {
        static const __accrt_loc at = { "v.c", 8, "main", "parallel loop" };
        __accrt_cache_check_failed(&at);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "device-only") == 0) {
        static const __accrt_loc at = { "v.c", 9, "main", "parallel loop" };
        __accrt_device_only(&at);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "bad-require") == 0) {
        __accrt_require_target(99);
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "require-gpu") == 0) {
        /* as --target=cuda (kernels without an nvcc image): without a GPU the first use of
         * the device is an error */
        __accrt_register_target(acc_device_nvidia);
        __accrt_require_target(acc_device_nvidia);
        __accrt_register_nvrtc_kernels();
        printf("offload=%d\n", __accrt_offload_active());
        return 0;
    }
    if (strcmp(mode, "require-gpu-choose-host") == 0) {
        __accrt_register_target(acc_device_nvidia);
        __accrt_require_target(acc_device_nvidia);
        acc_set_device_type(acc_device_host);
        printf("offload=%d type=%d\n", __accrt_offload_active(), (int)acc_get_device_type());
        return 0;
    }
    if (strcmp(mode, "launch-on-host") == 0) {
        launch_on_host();
        printf("survived\n");
        return 0;
    }
    if (strcmp(mode, "bad-data-kind") == 0) {
        bad_data_kind();
        printf("survived\n");
        return 0;
    }
    fprintf(stderr, "usage: %s check <host|multicore> <threads|any> | set-nvidia | directives-absent-type | bad-async | memcpy-null | bad-register | threads | launch-on-host | bad-data-kind\n", argv[0]);
    return 2;
}
