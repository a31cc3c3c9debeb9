// A goto to a label inside the same iteration of a parallel loop (it does not leave the loop).
#include <stdio.h>
int main(void){ int a[10];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 10; i++) { a[i] = i; if (i > 5) goto skip; a[i] += 100; skip: ; }
  printf("%d %d\n", a[0], a[9]);
  return 0; }
