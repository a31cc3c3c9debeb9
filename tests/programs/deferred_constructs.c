/* Synchronous compute constructs that use only data already on the device. On CUDA
 * such a construct returns while its kernels run, and the runtime waits for them
 * only before something could tell: a copy back to the host (update, a data
 * construct's copyout, a reduction), work on an async queue, a free, a device address
 * given to the program. Each of those is checked here, after a run of constructs that
 * did not wait; every answer must be what waiting at each construct's end gives. */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000

static long long sum(const int *p, int n) {
    long long s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

int main(void) {
    static int a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = i % 1000;
        b[i] = 0;
    }

    #pragma acc data copy(a) create(b)
    {
        /* a chain of constructs, each reading what the one before wrote */
        for (int step = 0; step < 40; step++) {
            #pragma acc parallel loop present(a, b)
            for (int i = 0; i < N; i++)
                b[i] = a[i] + step;
            #pragma acc parallel loop present(a, b)
            for (int i = 0; i < N; i++)
                a[i] = b[i] - step + 1;
        }
        #pragma acc update self(a)
        printf("after 40 steps: a sum %lld, a[7] %d\n", sum(a, N), a[7]);

        /* an update on an async queue comes after the construct */
        #pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++)
            b[i] = 2 * a[i];
        #pragma acc update self(b) async(1)
        #pragma acc wait(1)
        printf("async update: b sum %lld\n", sum(b, N));

        /* so does a construct on an async queue */
        #pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++)
            b[i] = a[i] + 5;
        #pragma acc parallel loop present(a, b) async(2)
        for (int i = 0; i < N; i++)
            a[i] = b[i] * 3;
        #pragma acc wait(2)

        /* a reduction reads what the construct before it wrote */
        #pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++)
            a[i] -= 1;
        long long total = 0;
        #pragma acc parallel loop present(a) reduction(+:total)
        for (int i = 0; i < N; i++)
            total += a[i];
        printf("reduction: %lld\n", total);

        /* arrays created, written and deleted while other kernels may run */
        for (int round = 0; round < 10; round++) {
            int *t = malloc(sizeof(int) * N);
            #pragma acc enter data create(t[0:N])
            #pragma acc parallel loop present(t[0:N], a)
            for (int i = 0; i < N; i++)
                t[i] = a[i] + round;
            #pragma acc parallel loop present(t[0:N], b)
            for (int i = 0; i < N; i++)
                b[i] = t[i] * 2;
            #pragma acc exit data delete(t[0:N])
            free(t);
        }
        #pragma acc update self(b)
        printf("temporaries: b sum %lld\n", sum(b, N));

        /* a device address given to the program: acc_memcpy sees the last write */
        #pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++)
            a[i] = i * 7;
        int head[4];
        acc_memcpy_from_device(head, acc_deviceptr(a), sizeof head);
        printf("acc_memcpy_from_device: %d %d %d %d\n", head[0], head[1], head[2], head[3]);

        /* and constructs after that, ending with the data construct's copyout */
        #pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++)
            a[i] += 1;
    }
    printf("copyout at the end of the data construct: a sum %lld, a[N-1] %d\n", sum(a, N), a[N - 1]);
    return 0;
}
