// A program linked with its tool (crates/driver/tests/profiling.rs): it defines
// acc_register_library, which the runtime calls at start-up, before main.
#include <acc_prof.h>
#include <stdio.h>

static int constructs;

static void count(acc_prof_info *prof, acc_event_info *ev, acc_api_info *api)
{
    (void)prof;
    (void)ev;
    (void)api;
    constructs++;
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    (void)unreg;
    (void)lookup;
    reg(acc_ev_compute_construct_start, count, acc_reg);
}

int main(void)
{
    int n = 100;
    double s = 0;
#pragma acc parallel loop reduction(+ : s)
    for (int i = 0; i < n; i++)
        s += i;
    printf("s = %.0f; constructs %d\n", s, constructs);
    return 0;
}
