// no_create of data that is not present (the kernel gets a null pointer it never follows) and
// of data an enclosing data construct made present (the kernel uses the device copy).
#include <stdio.h>
#include <stdlib.h>
int main(void){ int n = 16, s = 0, flag = 0; int *p = malloc(n * sizeof(int)); int q[4] = {1, 2, 3, 4}, t = 0;
  for (int i = 0; i < n; i++) p[i] = i;
#pragma acc parallel loop no_create(p[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++) s += flag ? p[i] : 1;
#pragma acc data copyin(q)
  {
#pragma acc parallel loop no_create(q) reduction(+:t)
    for (int i = 0; i < 4; i++) t += q[i];
  }
  printf("%d %d\n", s, t); free(p); return 0; }
