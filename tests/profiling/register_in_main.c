// A program that is its own tool (crates/driver/tests/profiling.rs): it registers a
// callback from main, after start-up, and counts the compute constructs and launches
// that follow. Built for host, multicore and opencl.
#include <acc_prof.h>
#include <stdio.h>

static int constructs, launches, uploads;
static int last_line;

static void count(acc_prof_info *prof, acc_event_info *ev, acc_api_info *api)
{
    (void)ev;
    (void)api;
    if (prof->event_type == acc_ev_compute_construct_start) {
        constructs++;
        last_line = prof->line_no;
    } else if (prof->event_type == acc_ev_enqueue_launch_start) {
        launches++;
    } else if (prof->event_type == acc_ev_enqueue_upload_start) {
        uploads++;
    }
}

int main(void)
{
    int n = 1000;
    float a[1000];
#pragma acc parallel loop copyout(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = i;
    // Registered after the first region: later regions are seen, the first is not.
    acc_prof_register(acc_ev_compute_construct_start, count, acc_reg);
    acc_prof_register(acc_ev_enqueue_launch_start, count, acc_reg);
    acc_prof_register(acc_ev_enqueue_upload_start, count, acc_reg);
    for (int it = 0; it < 2; it++) {
#pragma acc parallel loop copy(a[0:n])
        for (int i = 0; i < n; i++)
            a[i] += 1;
    }
    acc_prof_unregister(acc_ev_compute_construct_start, count, acc_reg);
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] += 1;
    printf("a[10] = %.0f; constructs %d (last at line %d), launches %d, uploads %d\n", a[10],
           constructs, last_line, launches, uploads);
    return 0;
}
