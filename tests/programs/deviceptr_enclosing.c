/* `deviceptr(p)` on a `data` construct, and `declare deviceptr(p)` in a function, apply
   to the compute constructs inside: their `p` is a device address (from `acc_malloc`),
   not looked up as present data. */
#include <stdio.h>
#include <openacc.h>

#define N 1000

/* `declare deviceptr` for the rest of the function. */
static void scale(double *d, double *out, int n) {
#pragma acc declare deviceptr(d)
#pragma acc parallel loop
  for (int i = 0; i < n; i++) d[i] = 3.0 * d[i];
#pragma acc kernels loop copyout(out[0:n])
  for (int i = 0; i < n; i++) out[i] = d[i] + 0.5;
}

int main(void) {
  double *p = (double *)acc_malloc(N * sizeof(double));
  int *q = (int *)acc_malloc(N * sizeof(int));
  double host[N];
  int counts[N];
  for (int i = 0; i < N; i++) host[i] = i;
  acc_memcpy_to_device(p, host, N * sizeof(double));

  double out[N];
  long sum = 0;
#pragma acc data deviceptr(p, q) copyout(out)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++) p[i] = 2.0 * p[i];
#pragma acc kernels
    {
      for (int i = 0; i < N; i++) q[i] = i % 7;
    }
#pragma acc serial
    {
      q[0] = 100;
    }
#pragma acc data copyin(host)
    {
#pragma acc parallel loop reduction(+:sum)
      for (int i = 0; i < N; i++) {
        out[i] = p[i] + host[i];
        sum += q[i];
      }
    }
  }
  long total = 0;
  for (int i = 0; i < N; i++) total += (long)out[i];
  printf("data deviceptr: total %ld, sum %ld\n", total, sum);

  acc_memcpy_from_device(counts, q, N * sizeof(int));
  printf("q[0] %d, q[13] %d\n", counts[0], counts[13]);

  scale(p, out, N);
  total = 0;
  for (int i = 0; i < N; i++) total += (long)(out[i] * 2.0);
  printf("declare deviceptr: total %ld\n", total);

  acc_free(q);
  acc_free(p);
  return 0;
}
