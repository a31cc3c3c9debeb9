/* A variable that is the index of an `acc loop` and also of a plain `for` in the same
   compute region is private wherever the region uses it: in gang-redundant code of a
   `parallel` region (every gang runs the plain loop), in a gang loop's body, and in a
   `kernels` region. */
#include <stdio.h>

#define N 256
#define M 16

int main(void) {
  int a[N], c[N], b[N][M], d[N][M];
  int i, j;

  /* Gang-redundant plain loop over `i` and a loop directive over `i`: one gang. */
#pragma acc parallel num_gangs(1) copyout(a, c)
  {
    for (i = 0; i < N; i++) c[i] = 3 * i;
#pragma acc loop
    for (i = 0; i < N; i++) a[i] = i + 1;
  }
  long s1 = 0;
  for (int k = 0; k < N; k++) s1 += a[k] + c[k];

  /* Every gang runs the plain loop over `i` (filling its own private table), then the
     gangs share the loop directive's iterations over `i`. */
  int table[M];
#pragma acc parallel copyout(a) private(table)
  {
    for (i = 0; i < M; i++) table[i] = i * i;
#pragma acc loop gang
    for (i = 0; i < N; i++) a[i] = table[i % M];
  }
  long s2 = 0;
  for (int k = 0; k < N; k++) s2 += a[k];

  /* `j` indexes a vector loop and a plain loop in the same gang loop, and a gang loop. */
#pragma acc parallel copyout(b, d, c)
  {
#pragma acc loop gang
    for (i = 0; i < N; i++) {
#pragma acc loop vector
      for (j = 0; j < M; j++) b[i][j] = i + j;
      for (j = 0; j < M; j++) d[i][j] = i - j;
    }
#pragma acc loop gang
    for (j = 0; j < N; j++) c[j] = 2 * j;
  }
  long s3 = 0;
  for (int k = 0; k < N; k++) {
    s3 += c[k];
    for (int l = 0; l < M; l++) s3 += b[k][l] * 3 + d[k][l];
  }

  /* `kernels`: plain loops over `i` and `j` around and inside loop directives. */
#pragma acc kernels copyout(b, d)
  {
    for (i = 0; i < N; i++) {
#pragma acc loop independent
      for (j = 0; j < M; j++) b[i][j] = i * j;
    }
#pragma acc loop independent
    for (j = 0; j < N; j++) {
      for (i = 0; i < M; i++) d[j][i] = j + 2 * i;
    }
  }
  long s4 = 0;
  for (int k = 0; k < N; k++)
    for (int l = 0; l < M; l++) s4 += b[k][l] + d[k][l];

  printf("%ld %ld %ld %ld\n", s1, s2, s3, s4);
  return 0;
}
