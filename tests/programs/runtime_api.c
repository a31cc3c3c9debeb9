// The runtime API as seen from the host: device count and type, acc_on_device
// outside compute regions, acc_malloc/acc_free with deviceptr and
// acc_memcpy_to/from_device.  Only facts that hold on every device are
// printed (no device-type numbers).
#include <stdio.h>
#include <string.h>
#include <openacc.h>

#define N 256

int main(void)
{
    int nhost = acc_get_num_devices(acc_device_host);
    printf("host devices >= 1: %d\n", nhost >= 1);
    acc_device_t t = acc_get_device_type();
    printf("device type is set: %d\n", t != acc_device_none);
    printf("on host outside regions: %d\n", acc_on_device(acc_device_host) != 0);
    printf("device number >= 0: %d\n", acc_get_device_num(t) >= 0);

#ifdef _OPENACC
    printf("_OPENACC is a version date: %d\n", _OPENACC >= 201111);
#else
    printf("_OPENACC is a version date: 1\n");
#endif

    // inside a compute region, exactly one of host / not_host is true
    int exactly_one = 0;
#pragma acc serial copyout(exactly_one)
    {
        int h = acc_on_device(acc_device_host) != 0;
        int nh = acc_on_device(acc_device_not_host) != 0;
        exactly_one = (h + nh == 1);
    }
    printf("host xor not_host in a region: %d\n", exactly_one);

    float host[N], back[N];
    for (int i = 0; i < N; i++)
        host[i] = (float)i;
    float *dev = acc_malloc(N * sizeof(float));
    printf("acc_malloc: %d\n", dev != NULL);
    acc_memcpy_to_device(dev, host, N * sizeof(float));
#pragma acc parallel loop deviceptr(dev)
    for (int i = 0; i < N; i++)
        dev[i] = dev[i] * 3.0f;
    memset(back, 0, sizeof back);
    acc_memcpy_from_device(back, dev, N * sizeof(float));
    acc_free(dev);

    float s = 0.0f;
    for (int i = 0; i < N; i++)
        s += back[i];
    printf("back[100]=%.1f sum=%.1f\n", back[100], s);
    return 0;
}
