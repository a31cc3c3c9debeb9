// Scalars that a `kernels` loop writes: privatised only where nothing uses them after the loop
// (accc keeps no last value), so `t` and `u` keep the value of the last iteration and the
// loops that only use their temporaries inside still run in parallel.
#include <stdio.h>
int main(void){ int b[100], a[4], t = 0;
#pragma acc kernels loop copyout(b)
  for (int i = 0; i < 100; i++) { t = i * 2; b[i] = t + 1; }
  printf("t=%d b=%d\n", t, b[99]);
  int u;
#pragma acc kernels copyout(a)
  for (int i = 0; i < 4; i++) { for (int j = 0; j < 10; j++) u = i + j; a[i] = u; }
  printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
  double c[100];
#pragma acc kernels copyout(c)
  for (int i = 0; i < 100; i++) { double tmp = i * 0.5; c[i] = tmp * 2; }
  int v;
#pragma acc kernels copyout(c)
  for (int i = 0; i < 100; i++) { v = i; c[i] = v; }
  printf("%g %g\n", c[10], c[99]);
  return 0; }
