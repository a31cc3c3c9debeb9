/* A performance tool written against the standard's acc_prof.h, for the tests of the
 * OpenACC profiling interface (crates/driver/tests/profiling.rs). Built as a shared
 * library and named in ACC_PROFLIB, or compiled into the program (which then defines
 * acc_register_library itself, and the runtime calls it at start-up).
 *
 * It counts every event, checks the valid_bytes of each record, notes a few fields of
 * the first event of some kinds, and prints all of it to standard error at exit. */
#include <acc_prof.h>
#include <stdio.h>
#include <string.h>

static int counts[acc_ev_last];
static int bad_records;
static char first_compute[256], first_upload[256], first_download[256], first_launch[256],
    first_enter_data[256], first_create[256], first_alloc[256];
static void *const tool_word = (void *)&counts;
static int tool_word_returned, tool_word_lost;

static const char *names[acc_ev_last] = {
    "none", "device_init_start", "device_init_end", "device_shutdown_start",
    "device_shutdown_end", "runtime_shutdown", "create", "delete", "alloc", "free",
    "enter_data_start", "enter_data_end", "exit_data_start", "exit_data_end",
    "update_start", "update_end", "compute_construct_start", "compute_construct_end",
    "enqueue_launch_start", "enqueue_launch_end", "enqueue_upload_start",
    "enqueue_upload_end", "enqueue_download_start", "enqueue_download_end", "wait_start",
    "wait_end"};

static const char *or_null(const char *s) { return s ? s : "(null)"; }

static void note(char *slot, const char *text)
{
    if (!slot[0])
        snprintf(slot, 256, "%s", text);
}

static void on_event(acc_prof_info *prof, acc_event_info *ev, acc_api_info *api)
{
    char text[256];
    acc_event_t e = prof->event_type;
    if (e <= acc_ev_none || e >= acc_ev_last || ev->event_type != e)
        return;
    counts[e]++;
    if (prof->valid_bytes != (int)_ACC_PROF_INFO_VALID_BYTES ||
        prof->version != _ACC_PROF_INFO_VERSION ||
        api->valid_bytes != (int)_ACC_API_INFO_VALID_BYTES)
        bad_records++;
    switch (e) {
    case acc_ev_create:
    case acc_ev_delete:
    case acc_ev_alloc:
    case acc_ev_free:
    case acc_ev_enqueue_upload_start:
    case acc_ev_enqueue_upload_end:
    case acc_ev_enqueue_download_start:
    case acc_ev_enqueue_download_end:
        if (ev->data_event.valid_bytes != (int)_ACC_DATA_EVENT_INFO_VALID_BYTES ||
            ev->data_event.device_ptr == NULL)
            bad_records++;
        break;
    case acc_ev_enqueue_launch_start:
    case acc_ev_enqueue_launch_end:
        if (ev->launch_event.valid_bytes != (int)_ACC_LAUNCH_EVENT_INFO_VALID_BYTES)
            bad_records++;
        break;
    default:
        if (ev->other_event.valid_bytes != (int)_ACC_OTHER_EVENT_INFO_VALID_BYTES)
            bad_records++;
    }
    switch (e) {
    case acc_ev_compute_construct_start:
        snprintf(text, sizeof text, "%s:%d in %s(), construct %d, device type %d number %d",
                 or_null(prof->src_file), prof->line_no, or_null(prof->func_name),
                 (int)ev->other_event.parent_construct, (int)prof->device_type,
                 prof->device_number);
        note(first_compute, text);
        /* The standard: what the tool stores in tool_info at a start reaches the end. */
        ev->other_event.tool_info = tool_word;
        break;
    case acc_ev_compute_construct_end:
        if (ev->other_event.tool_info == tool_word)
            tool_word_returned++;
        else
            tool_word_lost++;
        break;
    case acc_ev_enter_data_start:
        snprintf(text, sizeof text, "%s:%d construct %d implicit %d", or_null(prof->src_file),
                 prof->line_no, (int)ev->other_event.parent_construct,
                 ev->other_event.implicit);
        note(first_enter_data, text);
        break;
    case acc_ev_create:
    case acc_ev_alloc:
    case acc_ev_enqueue_upload_start:
    case acc_ev_enqueue_download_start:
        snprintf(text, sizeof text, "%s %lu bytes at %s:%d, host %s, queue %ld",
                 or_null(ev->data_event.var_name), (unsigned long)ev->data_event.bytes,
                 or_null(prof->src_file), prof->line_no,
                 ev->data_event.host_ptr ? "set" : "null", (long)prof->async_queue);
        note(e == acc_ev_create ? first_create
             : e == acc_ev_alloc ? first_alloc
             : e == acc_ev_enqueue_upload_start ? first_upload
                                                : first_download,
             text);
        break;
    case acc_ev_enqueue_launch_start:
        snprintf(text, sizeof text, "%s workers %lu vector %lu at %s:%d",
                 or_null(ev->launch_event.kernel_name),
                 (unsigned long)ev->launch_event.num_workers,
                 (unsigned long)ev->launch_event.vector_length, or_null(prof->src_file),
                 prof->line_no);
        note(first_launch, text);
        break;
    default:
        break;
    }
}


void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    int e;
    (void)unreg;
    for (e = acc_ev_device_init_start; e < acc_ev_last; e++)
        reg((acc_event_t)e, on_event, acc_reg);
    fprintf(stderr, "tool: registered; lookup(acc_prof_register) %s\n",
            lookup("acc_prof_register") ? "found" : "missing");
}

__attribute__((destructor)) static void report(void)
{
    int e;
    fprintf(stderr, "tool: counts:");
    for (e = 1; e < acc_ev_last; e++)
        if (counts[e])
            fprintf(stderr, " %s=%d", names[e], counts[e]);
    fprintf(stderr, "\ntool: bad records %d, tool_info returned %d lost %d\n", bad_records,
            tool_word_returned, tool_word_lost);
    if (first_compute[0])
        fprintf(stderr, "tool: first compute construct: %s\n", first_compute);
    if (first_enter_data[0])
        fprintf(stderr, "tool: first enter data: %s\n", first_enter_data);
    if (first_create[0])
        fprintf(stderr, "tool: first create: %s\n", first_create);
    if (first_alloc[0])
        fprintf(stderr, "tool: first alloc: %s\n", first_alloc);
    if (first_upload[0])
        fprintf(stderr, "tool: first upload: %s\n", first_upload);
    if (first_download[0])
        fprintf(stderr, "tool: first download: %s\n", first_download);
    if (first_launch[0])
        fprintf(stderr, "tool: first launch: %s\n", first_launch);
}
