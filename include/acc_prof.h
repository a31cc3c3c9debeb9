/*
 * acc_prof.h -- the OpenACC profiling interface (OpenACC 3.3 chapter 5) of accc's
 * runtime library libaccrt: the records a performance tool receives, the routines
 * it registers its callbacks with, and the entry point a tool library provides.
 *
 * A tool is either
 *   - a shared library named in ACC_PROFLIB (several may be given, separated by
 *     ';'); the runtime opens each with dlopen when it starts (before main in a
 *     program built by accc) and calls its acc_register_library routine, or
 *   - linked into the program, which then defines acc_register_library itself (the
 *     runtime calls it at start-up too), or simply calls acc_prof_register.
 *
 * The layouts below are the standard's: a tool compiled against another vendor's
 * acc_prof.h sees the same records.  Valid C (C99 to C23) and C++.
 *
 * What accc dispatches, on which device, and which fields it fills: see the
 * "OpenACC profiling interface" section of crates/runtime/README.md.
 */
#ifndef ACCC_ACC_PROF_H
#define ACCC_ACC_PROF_H 1

#include <stddef.h>
#include <openacc.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The events, numbered as the standard numbers them. */
typedef enum acc_event_t {
    acc_ev_none = 0,
    acc_ev_device_init_start = 1,
    acc_ev_device_init_end = 2,
    acc_ev_device_shutdown_start = 3,
    acc_ev_device_shutdown_end = 4,
    acc_ev_runtime_shutdown = 5,
    acc_ev_create = 6,
    acc_ev_delete = 7,
    acc_ev_alloc = 8,
    acc_ev_free = 9,
    acc_ev_enter_data_start = 10,
    acc_ev_enter_data_end = 11,
    acc_ev_exit_data_start = 12,
    acc_ev_exit_data_end = 13,
    acc_ev_update_start = 14,
    acc_ev_update_end = 15,
    acc_ev_compute_construct_start = 16,
    acc_ev_compute_construct_end = 17,
    acc_ev_enqueue_launch_start = 18,
    acc_ev_enqueue_launch_end = 19,
    acc_ev_enqueue_upload_start = 20,
    acc_ev_enqueue_upload_end = 21,
    acc_ev_enqueue_download_start = 22,
    acc_ev_enqueue_download_end = 23,
    acc_ev_wait_start = 24,
    acc_ev_wait_end = 25,
    acc_ev_last = 26
} acc_event_t;

/* The standard's "ssize_t" and "size_t" fields: pointer-sized integers on every
 * data model (long is pointer-sized on the LP64 and ILP32 targets accc supports). */
typedef long _accc_prof_ssize_t;
typedef size_t _accc_prof_size_t;

/*
 * valid_bytes: each record starts with its event type and the number of bytes of it
 * the runtime filled in, up to and including its last field.  A later version of the
 * standard may append fields: a tool reads a field only when valid_bytes covers it.
 * _ACC_PROF_VALID_BYTES_STRUCT(type, last_field, size_of_last_field) computes it.
 */
#define _ACC_PROF_VALID_BYTES_STRUCT(type, last_field, size_of_last_field) \
    (offsetof(type, last_field) + (size_of_last_field))
#define _ACC_PROF_VALID_BYTES_TYPE_N(type, n, size_of_type) \
    (((n) - 1) * sizeof(type) + (size_of_type))
#define _ACC_PROF_VALID_BYTES_BASICTYPE(type) (sizeof(type))

/* What every callback receives first: the event and where it happened. */
typedef struct acc_prof_info {
    acc_event_t event_type;
    int valid_bytes;
    int version;                 /* _ACC_PROF_INFO_VERSION */
    acc_device_t device_type;    /* the device the event concerns */
    int device_number;
    int thread_id;               /* the host thread (accc: 0, 1, ... in order of first event) */
    _accc_prof_ssize_t async;    /* the construct's async argument (acc_async_sync if none) */
    _accc_prof_ssize_t async_queue; /* the queue the runtime used */
    const char *src_file;        /* NULL when not known (runtime API routines) */
    const char *func_name;       /* enclosing function, or the API routine's name */
    int line_no, end_line_no;    /* <= 0 when not known */
    int func_line_no, func_end_line_no;
} acc_prof_info;

#define _ACC_PROF_INFO_VALID_BYTES \
    _ACC_PROF_VALID_BYTES_STRUCT(acc_prof_info, func_end_line_no, sizeof(int))

/* The interface version this runtime implements (the value the standard gives for
 * the interface of OpenACC 2.6, unchanged in layout since). */
#define _ACC_PROF_INFO_VERSION 201711

/* The construct an event belongs to (acc_construct_runtime_api: an acc_* routine). */
typedef enum acc_construct_t {
    acc_construct_parallel = 0,
    acc_construct_kernels = 1,
    acc_construct_loop = 2,
    acc_construct_data = 3,
    acc_construct_enter_data = 4,
    acc_construct_exit_data = 5,
    acc_construct_host_data = 6,
    acc_construct_atomic = 7,
    acc_construct_declare = 8,
    acc_construct_init = 9,
    acc_construct_shutdown = 10,
    acc_construct_set = 11,
    acc_construct_update = 12,
    acc_construct_routine = 13,
    acc_construct_wait = 14,
    acc_construct_runtime_api = 15,
    acc_construct_serial = 16
} acc_construct_t;

/* Data events: create, delete, alloc, free, enqueue_upload_*, enqueue_download_*. */
typedef struct acc_data_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;                /* 1: the construct did not name this operation */
    void *tool_info;             /* the tool's own word, kept from a start to its end */
    const char *var_name;        /* the clause's text ("x[0:n]"), NULL if none */
    _accc_prof_size_t bytes;
    const void *host_ptr;
    const void *device_ptr;
} acc_data_event_info;

#define _ACC_DATA_EVENT_INFO_VALID_BYTES \
    _ACC_PROF_VALID_BYTES_STRUCT(acc_data_event_info, device_ptr, sizeof(void *))

/* Launch events: enqueue_launch_start, enqueue_launch_end. */
typedef struct acc_launch_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;
    void *tool_info;
    const char *kernel_name;
    _accc_prof_size_t num_gangs, num_workers, vector_length;
} acc_launch_event_info;

#define _ACC_LAUNCH_EVENT_INFO_VALID_BYTES \
    _ACC_PROF_VALID_BYTES_STRUCT(acc_launch_event_info, vector_length, \
                                 sizeof(_accc_prof_size_t))

/* Every other event. */
typedef struct acc_other_event_info {
    acc_event_t event_type;
    int valid_bytes;
    acc_construct_t parent_construct;
    int implicit;
    void *tool_info;
} acc_other_event_info;

#define _ACC_OTHER_EVENT_INFO_VALID_BYTES \
    _ACC_PROF_VALID_BYTES_STRUCT(acc_other_event_info, tool_info, sizeof(void *))

/* The second argument of a callback: read the member its event_type calls for. */
typedef union acc_event_info {
    acc_event_t event_type;
    acc_data_event_info data_event;
    acc_launch_event_info launch_event;
    acc_other_event_info other_event;
} acc_event_info;

/* The programming interface under the device. */
typedef enum acc_device_api {
    acc_device_api_none = 0,   /* host and multicore */
    acc_device_api_cuda = 1,
    acc_device_api_opencl = 2,
    acc_device_api_coi = 3,
    acc_device_api_other = 4
} acc_device_api;

/* The third argument of a callback. */
typedef struct acc_api_info {
    acc_device_api device_api;
    int valid_bytes;
    acc_device_t device_type;
    int vendor;                  /* -1: not known */
    const void *device_handle;   /* accc: NULL (see the README) */
    const void *context_handle;
    const void *async_handle;
} acc_api_info;

#define _ACC_API_INFO_VALID_BYTES \
    _ACC_PROF_VALID_BYTES_STRUCT(acc_api_info, async_handle, sizeof(void *))

/* A tool's callback.  The three records live only during the call. */
typedef void (*acc_prof_callback)(acc_prof_info *, acc_event_info *, acc_api_info *);

/* How acc_prof_register / acc_prof_unregister treat their callback:
 *   acc_reg               add (register) or remove (unregister) it for the event;
 *   acc_toggle            enable (register) or disable (unregister) a registered
 *                         callback, or with a NULL callback every callback of the event;
 *   acc_toggle_per_thread enable / disable every event for the calling host thread
 *                         (callback NULL). */
typedef enum acc_register_t {
    acc_reg = 0,
    acc_toggle = 1,
    acc_toggle_per_thread = 2
} acc_register_t;

typedef void (*acc_prof_reg)(acc_event_t, acc_prof_callback, acc_register_t);
typedef void (*acc_query_fn)(void);
typedef acc_query_fn (*acc_prof_lookup_func)(const char *);

void acc_prof_register(acc_event_t event, acc_prof_callback callback, acc_register_t reg);
void acc_prof_unregister(acc_event_t event, acc_prof_callback callback, acc_register_t reg);

/* A routine of the runtime by name ("acc_prof_register", "acc_prof_unregister",
 * "acc_prof_lookup", "acc_get_device_type", "acc_get_device_num", ...), NULL for a
 * name it does not offer.  Cast the result to the routine's type. */
acc_query_fn acc_prof_lookup(const char *name);

/* Defined by a TOOL (not by libaccrt): the runtime calls it once at start-up with its
 * registration, unregistration and lookup routines. */
void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg,
                          acc_prof_lookup_func lookup);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ACCC_ACC_PROF_H */
