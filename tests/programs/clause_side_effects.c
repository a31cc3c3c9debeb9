// Clause arguments with side effects are evaluated once when their construct is met
// (like the arguments of a call), however often the host code uses them: `async(k++)`
// names the queue of the data's entry, of each launch and of the data's exit; `if(f())`
// decides both the device path and the checking mode; `num_gangs(f())` sizes every
// kernel of a `parallel` region; subarray bounds are used at the data's entry and exit.
// With the directives ignored nothing is evaluated: each counter must end at most at 1,
// and the results must be right either way.
#include <stdio.h>

#define N 128

static int conditions, gangs_asked, lowers, lengths, queues, waits;

static int yes(void) { conditions++; return 1; }
static int gangs(void) { gangs_asked++; return 4; }
static int lower(void) { lowers++; return 0; }
static int length(void) { lengths++; return N; }
static int queue(void) { queues++; return 2; }
static int waited(void) { waits++; return 2; }

int main(void)
{
    static int a[N], b[N], c[N], d[N];
    for (int i = 0; i < N; i++)
        a[i] = b[i] = c[i] = d[i] = 1;

    // One queue for the copy-in, the kernel and the copy-out.
    int k = 0;
#pragma acc parallel loop copy(a[0:N]) async(k++)
    for (int i = 0; i < N; i++)
        a[i] += i;
#pragma acc wait

    // Two kernels (two gang loops) sized by one num_gangs, under one condition, on a
    // subarray whose bounds are calls.
#pragma acc parallel num_gangs(gangs()) if(yes()) copy(b[lower():length()]) async(queue()) wait(waited())
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++)
            b[i] += i;
#pragma acc loop gang
        for (int i = 0; i < N; i++)
            b[i] *= 2;
    }
#pragma acc wait

    // A data construct's queue and condition, at its entry and at its exit; the compute
    // construct inside uses the same queue.
    int q = 0;
#pragma acc data copy(c[0:N]) async(q++) if(yes())
    {
#pragma acc parallel loop present(c) async(q - 1)
        for (int i = 0; i < N; i++)
            c[i] += 3 * i;
    }
#pragma acc wait

    // A condition checked on every target (ACC_CHECK=1 reads it too).
#pragma acc parallel loop if(yes()) copy(d[0:length()])
    for (int i = 0; i < N; i++)
        d[i] -= i;

    long sa = 0, sb = 0, sc = 0, sd = 0;
    for (int i = 0; i < N; i++) {
        sa += a[i];
        sb += b[i];
        sc += c[i];
        sd += d[i];
    }
    printf("a=%ld b=%ld c=%ld d=%ld\n", sa, sb, sc, sd);
    int once = k <= 1 && q <= 1 && conditions <= 3 && gangs_asked <= 1 && lowers <= 1 &&
               lengths <= 2 && queues <= 1 && waits <= 1;
    if (once)
        printf("PASS\n");
    else
        printf("FAIL: k=%d q=%d if=%d num_gangs=%d lower=%d length=%d async=%d wait=%d\n", k,
               q, conditions, gangs_asked, lowers, lengths, queues, waits);
    return 0;
}
