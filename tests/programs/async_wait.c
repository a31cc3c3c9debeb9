// async and wait: independent work on two queues, a compute region that
// waits for another queue (wait clause), the wait directive for one queue and
// for all, and the API calls acc_init, acc_wait, acc_wait_all and
// acc_async_test / acc_async_test_all after completion.
#include <stdio.h>
#include <openacc.h>

#define N 4000

int main(void)
{
    acc_init(acc_device_default);   // optional: start the device up front
    static double a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = i % 50;
        b[i] = 0.0;
        c[i] = 0.0;
    }

#pragma acc data copyin(a) copyout(c) create(b)
    {
#pragma acc parallel loop async(1) present(a, b)
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 2.0;

#pragma acc parallel loop async(2) present(c)
        for (int i = 0; i < N; i++)
            c[i] = 1.0;

        // queue 2 waits for queue 1 before reading b
#pragma acc parallel loop async(2) wait(1) present(b, c)
        for (int i = 0; i < N; i++)
            c[i] += b[i];

#pragma acc wait(2)

#pragma acc parallel loop async present(c)
        for (int i = 0; i < N; i++)
            c[i] *= 0.5;
#pragma acc wait
    }

    // async data movement and update, then acc_wait on the queue
    static double d[N];
    for (int i = 0; i < N; i++)
        d[i] = 3.0;
#pragma acc enter data copyin(d) async(3)
#pragma acc parallel loop present(d) async(3)
    for (int i = 0; i < N; i++)
        d[i] += 1.0;
#pragma acc exit data copyout(d) async(3)
    acc_wait(3);
    int done3 = acc_async_test(3) != 0;
    acc_wait_all();
    int all = acc_async_test_all() != 0;

    double s = 0.0, sd = 0.0;
    for (int i = 0; i < N; i++) {
        s += c[i];
        sd += d[i];
    }
    printf("c[0]=%.1f c[49]=%.1f sum=%.1f\n", c[0], c[49], s);
    printf("sd=%.1f done3=%d all=%d\n", sd, done3, all);
    return 0;
}
