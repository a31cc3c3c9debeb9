// sizeof of arrays the region maps (the kernels reach them through pointers): of a 1-D and a
// 2-D array, of one row, divided by an element's size.
#include <stdio.h>
int main(void){ int a[10], r[4]; double m[4][3]; long s2[4];
  for (int i = 0; i < 10; i++) a[i] = i;
  for (int i = 0; i < 12; i++) m[i / 3][i % 3] = i;
#pragma acc parallel loop copyin(a, m) copyout(r, s2)
  for (int i = 0; i < 4; i++) {
    r[i] = a[i] + (int)(sizeof(a) / sizeof(a[0]));
    s2[i] = (long)(sizeof m / sizeof m[0]) * 100 + (long)sizeof(m[0]) + (long)sizeof(double[2]);
  }
  printf("%d %d %ld %ld\n", r[0], r[3], s2[0], s2[3]);
  return 0; }
