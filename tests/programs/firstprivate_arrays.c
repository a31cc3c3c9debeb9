// firstprivate arrays: a 1-D array on a parallel loop, a 2-D array on a parallel region, and
// a second region that sees the host's new values (each region copies the array in).
#include <stdio.h>
int main(void){ int w[3] = {1, 2, 3}, out[6], out2[8]; double c[2][2] = {{1, 2}, {3, 4}};
#pragma acc parallel loop firstprivate(w) copyout(out)
  for (int i = 0; i < 6; i++) out[i] = w[i % 3] * 10 + i;
#pragma acc parallel num_gangs(1) firstprivate(c) copyout(out2)
  {
#pragma acc loop
    for (int i = 0; i < 8; i++) out2[i] = (int)(c[i % 2][i / 4] * 10) + i;
  }
  w[0] = 7;
#pragma acc parallel loop firstprivate(w) copyout(out)
  for (int i = 0; i < 6; i++) out[i] = w[0] + i;
  printf("%d %d %d %d %d %d\n", out[0], out[5], w[0], out2[0], out2[7], out2[3]); return 0; }
