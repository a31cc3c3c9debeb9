/* `declare` in nested blocks and of file-scope data with run-time bounds: the data lives
   until the end of the block holding the directive and is released on every way out of
   it (`return`, `break`, `continue`); `update device`/`update self` of declared data,
   whole and as subarrays. */
#include <stdio.h>

#define N 64

int n = N;
double a[N];
#pragma acc declare create(a[0:n])
int table[N];
#pragma acc declare create(table)

/* A block of a loop body: each iteration enters and leaves its own data. */
static long loop_blocks(int rounds) {
  long total = 0;
  for (int r = 0; r < rounds; r++) {
    double loc[N];
#pragma acc declare create(loc)
    for (int i = 0; i < N; i++) loc[i] = i + r;
    if (r == 1) continue;
#pragma acc update device(loc)
#pragma acc parallel loop present(loc)
    for (int i = 0; i < N; i++) loc[i] = 2 * loc[i];
#pragma acc update self(loc[0:N])
    for (int i = 0; i < N; i++) total += (long)loc[i];
  }
  return total;
}

/* Blocks left by `break` and `return`. */
static long other_exits(int k) {
  long total = 0;
  switch (k) {
  case 1: {
    int u[N];
#pragma acc declare copyin(u)
    for (int i = 0; i < N; i++) u[i] = 1;
    if (k == 1) break;
    total = -1;
    break;
  }
  default:
    break;
  }
  if (k > 0) {
    int t[N];
    for (int i = 0; i < N; i++) t[i] = 3 * i;
#pragma acc declare copyin(t)
#pragma acc parallel loop present(t) reduction(+:total)
    for (int i = 0; i < N; i++) total += t[i];
    if (k > 5) return total + 1;
  }
  return total;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    table[i] = 0;
  }
#pragma acc update device(a[0:n])
#pragma acc parallel loop present(a[0:n], table)
  for (int i = 0; i < N; i++) {
    a[i] = a[i] + 1;
    table[i] = 2 * i;
  }
#pragma acc update self(a[0:n / 2]) self(table[n / 2:n / 2])
#pragma acc update self(a[n / 2:n - n / 2], table[0:n / 2])
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)a[i] + table[i];
  printf("globals %ld\n", s);
  printf("loop blocks %ld\n", loop_blocks(3));
  printf("other exits %ld %ld %ld\n", other_exits(0), other_exits(1), other_exits(7));
  return 0;
}
