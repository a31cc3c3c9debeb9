// 64-bit integers declared and cast as `long long` inside a compute region (OpenCL keeps that
// name for 128 bits), wrap-around of unsigned long long, and abs/llabs whose results go
// below zero (OpenCL's abs returns an unsigned type); with <stdlib.h> included, whose
// typedefs include OpenCL's own type names.
#include <stdio.h>
#include <stdlib.h>
int main(void){ unsigned long long r[4]; int q[4]; long long m[4];
#pragma acc parallel loop copyout(r, q, m)
  for (int i = 0; i < 4; i++) {
    unsigned long long x = 0xFFFFFFFFFFFFFFFFull; x = x + (unsigned long long)i;
    r[i] = x >> 1 ^ (i * 0x9E3779B97F4A7C15ull);
    q[i] = (abs(i - 2) - 10) / 3;
    m[i] = llabs((long long)i - 3) * -1LL;
  }
  for (int i = 0; i < 4; i++) printf("%llx %d %lld\n", r[i], q[i], m[i]);
  return 0; }
