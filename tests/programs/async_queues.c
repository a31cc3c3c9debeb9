// Several async queues: async update and data transfers, a wait directive
// on several queues at once, wait(...) async(...) to chain queues without
// blocking the host, and acc_async_sync / acc_async_noval.
#include <stdio.h>
#include <openacc.h>

#define N 2000

int main(void)
{
    acc_init(acc_device_default);   // libgomp requires an active device for acc_wait*()
    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 10);
        b[i] = (float)(i % 3);
        c[i] = 0.0f;
    }

#pragma acc enter data create(a, b, c)
#pragma acc update device(a) async(1)
#pragma acc update device(b) async(2)
#pragma acc update device(c) async(acc_async_noval)

#pragma acc parallel loop present(a) async(1)
    for (int i = 0; i < N; i++)
        a[i] = a[i] * 2.0f;
#pragma acc parallel loop present(b) async(2)
    for (int i = 0; i < N; i++)
        b[i] = b[i] + 1.0f;

    // queue 3 waits for 1 and 2 (and the noval queue) without blocking the host
#pragma acc wait(1, 2) async(3)
#pragma acc wait(acc_async_noval) async(3)
#pragma acc parallel loop present(a, b, c) async(3)
    for (int i = 0; i < N; i++)
        c[i] = a[i] + b[i];
#pragma acc update self(c) async(3)
#pragma acc wait(3)

    // a synchronous region written with async(acc_async_sync)
#pragma acc parallel loop present(c) async(acc_async_sync)
    for (int i = 0; i < N; i++)
        c[i] = c[i] * 0.5f;
#pragma acc exit data copyout(c) delete(a, b)

    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += c[i];
    printf("c[0]=%.1f c[7]=%.1f sum=%.1f\n", c[0], c[7], s);
    return 0;
}
