// Atomic updates whose old value stands on the right of an operator that does not commute:
// `x = e - x`, `x = e / x`, `x = e << x`, and captures of them. Every update applies the same
// function of the old value, so any order of the iterations gives the same result.
#include <stdio.h>
int main(void){ int x = 3; double y = 1.0; unsigned z = 1; int c1, c2;
#pragma acc parallel loop copy(x, y)
  for (int i = 0; i < 5; i++) {
#pragma acc atomic update
    x = 10 - x;
#pragma acc atomic update
    y = 2.0 / y;
  }
  int w = 2;
#pragma acc serial copy(w, z, c1, c2)
  {
#pragma acc atomic capture
    c1 = w = 100 - w;
#pragma acc atomic update
    z = 3u << z;
#pragma acc atomic capture
    { c2 = w; w = 7 - w; }
  }
  printf("%d %.3f %d %u %d %d\n", x, y, w, z, c1, c2);
  return 0; }
