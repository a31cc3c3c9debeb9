/* Device addresses from the runtime API used in compute regions: the results of
 * acc_copyin and acc_create in `deviceptr` (the region writes data it does not name,
 * reached at its device address), acc_deviceptr / acc_hostptr of present data,
 * acc_map_data of acc_malloc'd memory, acc_memcpy_device between two allocations, the
 * async copies acc_memcpy_to/from_device_async on a queue a region shares, and
 * acc_copyin/acc_create/acc_copyout/acc_delete with async. The arrays are small locals of
 * main, next to the runtime's frames: with ACC_CHECK=1 the region's writes through
 * `deviceptr` were lost (the device copy of data the region does not name was not
 * swapped into host memory). Only what every device agrees on is printed. */
#include <stdio.h>
#include <openacc.h>

#define N 16

int main(void)
{
    float x[N], y[N];
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 0.0f;
    }
    float *dx = acc_copyin(x, sizeof x);
    float *dy = acc_create(y, sizeof y);
    printf("acc_deviceptr gives the copies: %d %d\n", acc_deviceptr(x) == dx,
           acc_deviceptr(y) == dy);
    printf("acc_hostptr gives the data: %d %d\n", acc_hostptr(dx) == x, acc_hostptr(dy) == y);
#pragma acc parallel loop deviceptr(dx, dy)
    for (int i = 0; i < N; i++)
        dy[i] = dx[i] * 2.0f;
    acc_copyout(y, sizeof y);
    acc_delete(x, sizeof x);
    float s = 0.0f;
    for (int i = 0; i < N; i++)
        s += y[i];
    printf("through deviceptr: y[9]=%.1f sum=%.1f\n", y[9], s);

    /* data of its own given to the runtime as the copy of a host array */
    int h[N];
    for (int i = 0; i < N; i++)
        h[i] = i;
    int *dh = acc_malloc(sizeof h);
    acc_map_data(h, dh, sizeof h);
    printf("mapped: present %d, deviceptr and back %d\n", acc_is_present(h, sizeof h) != 0,
           acc_hostptr(acc_deviceptr(h)) == h);
    acc_update_device(h, sizeof h);
#pragma acc parallel loop present(h)
    for (int i = 0; i < N; i++)
        h[i] = h[i] * 3 + 1;
    acc_update_self(h, sizeof h);
    acc_unmap_data(h);
    acc_free(dh);
    printf("mapped data: h[5]=%d h[15]=%d\n", h[5], h[15]);

    /* device to device, and async copies on the queue of a region */
    int back[N];
    int *d1 = acc_malloc(sizeof h), *d2 = acc_malloc(sizeof h);
    acc_memcpy_to_device(d1, h, sizeof h);
    acc_memcpy_device(d2, d1, sizeof h);
    acc_memcpy_from_device(back, d2, sizeof back);
    printf("acc_memcpy_device: back[7]=%d\n", back[7]);
    acc_memcpy_to_device_async(d1, back, sizeof back, 2);
#pragma acc parallel loop deviceptr(d1) async(2)
    for (int i = 0; i < N; i++)
        d1[i] -= i;
    acc_memcpy_from_device_async(h, d1, sizeof h, 2);
    acc_wait(2);
    acc_free(d1);
    acc_free(d2);
    printf("async copies: h[7]=%d h[15]=%d\n", h[7], h[15]);

    /* the data API's async forms on one queue */
    acc_copyin_async(x, sizeof x, 3);
    acc_create_async(y, sizeof y, 3);
#pragma acc parallel loop present(x, y) async(3)
    for (int i = 0; i < N; i++)
        y[i] = x[i] + 100.0f;
    acc_copyout_async(y, sizeof y, 3);
    acc_delete_async(x, sizeof x, 3);
    acc_wait(3);
    printf("queue 3 done: %d, y[3]=%.1f\n", acc_async_test(3) != 0, y[3]);
    return 0;
}
