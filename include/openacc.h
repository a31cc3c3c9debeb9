/*
 * openacc.h -- the OpenACC 3.3 runtime library interface of accc (libaccrt).
 *
 * This header declares every C routine of chapter 3 of the OpenACC 3.3
 * specification, the OpenACC 2.x names that were later renamed, and the
 * CUDA / OpenCL interoperability routines.  It is valid C (C99 to C23) and
 * C++ (all declarations have C linkage), and may be included more than once.
 *
 * Link with libaccrt.a (the accc driver does this), plus -lpthread -ldl -lm.
 *
 * Device kinds (acc_device_t):
 *   acc_device_host       the host CPU running the program's host thread: compute
 *                         regions run sequentially on it.
 *   acc_device_multicore  all cores of the host CPU.  In accc this is a NON-HOST
 *                         device kind (acc_on_device(acc_device_not_host) is true
 *                         while it is the current device) that SHARES HOST MEMORY:
 *                         data clauses and acc_copyin & co. allocate and copy
 *                         nothing, acc_deviceptr(p) == p, acc_is_present() is true.
 *                         It has one device when some translation unit of the
 *                         program was compiled with --target=multicore, and it is
 *                         then the default device type.
 *   acc_device_nvidia / acc_device_radeon / acc_device_opencl
 *                         GPU kinds with their own memory; a program has devices of
 *                         these kinds only when the runtime finds the matching
 *                         back end and driver at run time (OpenCL: every device of
 *                         every platform that libOpenCL.so.1 lists).  Such a kind is
 *                         the default only when a translation unit was compiled
 *                         for it; otherwise ask for it with ACC_DEVICE_TYPE.
 *
 * Environment variables read at start-up (OpenACC 3.3 chapter 4):
 *   ACC_DEVICE_TYPE  host | multicore | nvidia | radeon | opencl | not_host | default
 *                    (case-insensitive; an "acc_device_" prefix is accepted).
 *                    Asking for a kind that has no device is a fatal error.
 *   ACC_DEVICE_NUM   non-negative device number of the selected type.
 *   ACC_NUM_CORES    (accc) number of threads of multicore compute regions.
 *   ACC_PROFLIB      profiling tools to load (';'-separated libraries); the profiling
 *                    interface of chapter 5 is declared in <acc_prof.h>.
 */
#ifndef ACCC_OPENACC_H
#define ACCC_OPENACC_H 1

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Device types.  The two hidden enumerators give the enum the size and
   signedness of int on every compiler, which is what the runtime's C ABI uses. */
typedef enum acc_device_t {
    _ACCC_DEVICE_T_MIN = -1,
    acc_device_none = 0,
    acc_device_default = 1,
    acc_device_host = 2,
    acc_device_not_host = 3,
    acc_device_nvidia = 4,
    acc_device_radeon = 5,
    acc_device_opencl = 6,
    acc_device_multicore = 7,
    _ACCC_DEVICE_T_MAX = 0x7fffffff
} acc_device_t;

/* Device properties for acc_get_property (numeric ones) and
   acc_get_property_string (string ones). */
typedef enum acc_device_property_t {
    _ACCC_PROPERTY_T_MIN = -1,
    acc_property_memory = 1,                /* total device memory, bytes */
    acc_property_free_memory = 2,           /* free device memory, bytes */
    acc_property_shared_memory_support = 3, /* non-zero if memory is shared with the host */
    acc_property_name = 0x10001,            /* device name */
    acc_property_vendor = 0x10002,          /* device vendor */
    acc_property_driver = 0x10003,          /* driver / runtime version */
    _ACCC_PROPERTY_T_MAX = 0x7fffffff
} acc_device_property_t;

/* Special async-argument values.
   acc_async_noval:   the default async queue (see acc_set_default_async);
   acc_async_sync:    synchronous: no queue, the operation completes before return;
   acc_async_default: the implementation's initial default async queue;
                      acc_set_default_async(acc_async_default) restores it. */
enum {
    acc_async_noval = -1,
    acc_async_sync = -2,
    acc_async_default = -3
};

/* 3.2.1 - 3.2.6: devices */
int acc_get_num_devices(acc_device_t dev_type);
void acc_set_device_type(acc_device_t dev_type);
acc_device_t acc_get_device_type(void);
void acc_set_device_num(int dev_num, acc_device_t dev_type);
int acc_get_device_num(acc_device_t dev_type);
size_t acc_get_property(int dev_num, acc_device_t dev_type, acc_device_property_t property);
const char *acc_get_property_string(int dev_num, acc_device_t dev_type,
                                    acc_device_property_t property);

/* 3.2.7 - 3.2.8: initialization and shutdown */
void acc_init(acc_device_t dev_type);
void acc_init_device(int dev_num, acc_device_t dev_type);
void acc_shutdown(acc_device_t dev_type);
void acc_shutdown_device(int dev_num, acc_device_t dev_type);

/* 3.2.9 - 3.2.15: asynchronous queues */
int acc_async_test(int wait_arg);
int acc_async_test_device(int wait_arg, int dev_num);
int acc_async_test_all(void);
int acc_async_test_all_device(int dev_num);
void acc_wait(int wait_arg);
void acc_wait_device(int wait_arg, int dev_num);
void acc_wait_async(int wait_arg, int async_arg);
void acc_wait_device_async(int wait_arg, int async_arg, int dev_num);
void acc_wait_all(void);
void acc_wait_all_device(int dev_num);
void acc_wait_all_async(int async_arg);
void acc_wait_all_device_async(int async_arg, int dev_num);
int acc_wait_any(int count, int wait_arg[]);
int acc_wait_any_device(int count, int wait_arg[], int dev_num);
int acc_get_default_async(void);
void acc_set_default_async(int async_arg);

/* 3.2.16 */
int acc_on_device(acc_device_t dev_type);

/* 3.2.17 - 3.2.18: raw device memory */
void *acc_malloc(size_t bytes);
void acc_free(void *data_dev);

/* 3.2.19 - 3.2.23: data movement with reference counting */
void *acc_copyin(void *data_arg, size_t bytes);
void acc_copyin_async(void *data_arg, size_t bytes, int async_arg);
void *acc_create(void *data_arg, size_t bytes);
void acc_create_async(void *data_arg, size_t bytes, int async_arg);
void acc_copyout(void *data_arg, size_t bytes);
void acc_copyout_async(void *data_arg, size_t bytes, int async_arg);
void acc_copyout_finalize(void *data_arg, size_t bytes);
void acc_copyout_finalize_async(void *data_arg, size_t bytes, int async_arg);
void acc_delete(void *data_arg, size_t bytes);
void acc_delete_async(void *data_arg, size_t bytes, int async_arg);
void acc_delete_finalize(void *data_arg, size_t bytes);
void acc_delete_finalize_async(void *data_arg, size_t bytes, int async_arg);
void acc_update_device(void *data_arg, size_t bytes);
void acc_update_device_async(void *data_arg, size_t bytes, int async_arg);
void acc_update_self(void *data_arg, size_t bytes);
void acc_update_self_async(void *data_arg, size_t bytes, int async_arg);

/* 3.2.24 - 3.2.28: mappings and queries */
void acc_map_data(void *data_arg, void *data_dev, size_t bytes);
void acc_unmap_data(void *data_arg);
void *acc_deviceptr(void *data_arg);
void *acc_hostptr(void *data_dev);
int acc_is_present(void *data_arg, size_t bytes);

/* 3.2.29 - 3.2.31: raw copies */
void acc_memcpy_to_device(void *data_dev_dest, void *data_host_src, size_t bytes);
void acc_memcpy_to_device_async(void *data_dev_dest, void *data_host_src, size_t bytes,
                                int async_arg);
void acc_memcpy_from_device(void *data_host_dest, void *data_dev_src, size_t bytes);
void acc_memcpy_from_device_async(void *data_host_dest, void *data_dev_src, size_t bytes,
                                  int async_arg);
void acc_memcpy_device(void *data_dev_dest, void *data_dev_src, size_t bytes);
void acc_memcpy_device_async(void *data_dev_dest, void *data_dev_src, size_t bytes,
                             int async_arg);

/* 3.2.32 - 3.2.33: pointer attachment */
void acc_attach(void **ptr_addr);
void acc_attach_async(void **ptr_addr, int async_arg);
void acc_detach(void **ptr_addr);
void acc_detach_async(void **ptr_addr, int async_arg);
void acc_detach_finalize(void **ptr_addr);
void acc_detach_finalize_async(void **ptr_addr, int async_arg);

/* 3.2.34: copies between devices; the arguments are HOST addresses of data
   present on device dev_num_dest resp. dev_num_src of the current type. */
void acc_memcpy_d2d(void *data_arg_dest, void *data_arg_src, size_t bytes, int dev_num_dest,
                    int dev_num_src);
void acc_memcpy_d2d_async(void *data_arg_dest, void *data_arg_src, size_t bytes,
                          int dev_num_dest, int dev_num_src, int async_arg_src);

/* OpenACC 2.x names (still accepted): present_or_* behave like acc_copyin /
   acc_create; acc_async_wait is acc_wait, acc_async_wait_all is acc_wait_all. */
void *acc_present_or_copyin(void *data_arg, size_t bytes);
void *acc_pcopyin(void *data_arg, size_t bytes);
void *acc_present_or_create(void *data_arg, size_t bytes);
void *acc_pcreate(void *data_arg, size_t bytes);
void acc_async_wait(int wait_arg);
void acc_async_wait_all(void);

/* Interoperability (A.2).  They return NULL (acc_set_cuda_stream: 0) unless the
   current device is of the matching kind. */
void *acc_get_current_cuda_device(void);
void *acc_get_current_cuda_context(void);
void *acc_get_cuda_stream(int async_arg);
int acc_set_cuda_stream(int async_arg, void *stream);
void *acc_get_current_opencl_device(void);
void *acc_get_current_opencl_context(void);
void *acc_get_current_opencl_queue(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ACCC_OPENACC_H */
