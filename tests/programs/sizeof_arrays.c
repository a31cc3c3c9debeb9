// sizeof of arrays the region maps (the kernels reach them through pointers): of a 1-D and a
// 2-D array, of one row, divided by an element's size; then of variables the region names
// only inside sizeof (which does not evaluate them, so the region does not capture them).
#include <stdio.h>
struct pair { short lo; double hi; };
int main(void){ int a[10], r[4]; double m[4][3]; long s2[4], s3[4];
  float table[7]; struct pair p; char letter = 'x';
  for (int i = 0; i < 10; i++) a[i] = i;
  for (int i = 0; i < 12; i++) m[i / 3][i % 3] = i;
#pragma acc parallel loop copyin(a, m) copyout(r, s2)
  for (int i = 0; i < 4; i++) {
    r[i] = a[i] + (int)(sizeof(a) / sizeof(a[0]));
    s2[i] = (long)(sizeof m / sizeof m[0]) * 100 + (long)sizeof(m[0]) + (long)sizeof(double[2]);
  }
#pragma acc parallel loop copyout(s3)
  for (int i = 0; i < 4; i++)
    s3[i] = (long)(sizeof table / sizeof table[0]) * 1000 + (long)sizeof p * 10 + (long)sizeof letter + i;
  printf("%d %d %ld %ld\n", r[0], r[3], s2[0], s2[3]);
  printf("%ld %ld\n", s3[0], s3[3]);
  return 0; }
