/* The `wait` clause on `data`, `enter data`, `exit data` and `update`: the queues named
   finish before the directive moves data. Each step reads what asynchronous work on
   another queue produced in host or device memory. */
#include <stdio.h>

#define N 4096

static double src[N], dst[N], tmp[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    src[i] = i;
    dst[i] = 0;
    tmp[i] = -1;
  }
#pragma acc enter data copyin(src) async(1)
  /* The copy in on queue 1 finishes before `tmp` is created. */
#pragma acc enter data create(tmp) wait(1)
#pragma acc parallel loop present(src, tmp) async(2)
  for (int i = 0; i < N; i++) tmp[i] = 2 * src[i];
  /* The kernel on queue 2 finishes before `tmp` comes back. */
#pragma acc update self(tmp) wait(2)
  long s1 = 0;
  for (int i = 0; i < N; i++) s1 += (long)tmp[i];

#pragma acc parallel loop present(src) async(3)
  for (int i = 0; i < N; i++) src[i] = src[i] + 1;
  /* Copied out on queue 3 after the kernel; the `data` construct copies it in again
     only once queue 3 is done. */
#pragma acc exit data copyout(src) async(3)
#pragma acc data copyin(src) copyout(dst) wait(3)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++) dst[i] = src[i] * 3;
  }
  long s2 = 0;
  for (int i = 0; i < N; i++) s2 += (long)dst[i];

#pragma acc parallel loop present(tmp) async(4)
  for (int i = 0; i < N; i++) tmp[i] = tmp[i] + 5;
  /* Deleted only after the kernel on queue 4. */
#pragma acc exit data copyout(tmp) wait(4)
  long s3 = 0;
  for (int i = 0; i < N; i++) s3 += (long)tmp[i];
  printf("%ld %ld %ld\n", s1, s2, s3);
  return 0;
}
