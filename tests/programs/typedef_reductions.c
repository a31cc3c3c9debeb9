// Reductions of variables whose types are typedef names: a user typedef of int and of double,
// and <stdint.h>'s uint64_t and int64_t (the GPU back ends combine them by their underlying
// types' atomics).
#include <stdio.h>
#include <stdint.h>
typedef int myint; typedef double real;
int main(void){ myint s = 0; real d = 0; uint64_t h = 0; int64_t q = 0;
#pragma acc parallel loop reduction(+:s,d,h) reduction(max:q)
  for (int i = 0; i < 100; i++) { s += i; d += 0.5; h += (uint64_t)i * 3; q = q > i ? q : i; }
  printf("%d %g %llu %lld\n", s, d, (unsigned long long)h, (long long)q);
  return 0; }
