// Scalars named in the data clauses of an enclosing `data` construct are present in the compute
// constructs inside it, not firstprivate (OpenACC 2.5.1): a `serial` region's write to one is seen
// by the next region and copied back at the end of the data region.
#include <stdio.h>
int main(void){ int c = 0; double m = 1.5; int n = 10; int a[10];
#pragma acc data copy(c, m) copyout(a)
  {
#pragma acc serial
    c = 42;
#pragma acc parallel loop reduction(max:m)
    for (int i = 0; i < n; i++) { a[i] = i + c; m = m > i ? m : i; }
  }
  printf("%d %g %d\n", c, m, a[9]);
  return 0; }
