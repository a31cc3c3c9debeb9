/* `private` and `firstprivate` of subarrays of fixed-size arrays (each thread gets its
   own copy of the array), of a 2-D array, on `parallel loop`, on a `parallel` construct
   with a gang loop, and on a `loop` inside a parallel loop. */
#include <stdio.h>

#define N 64
#define M 8

int main(void) {
  int out[N];
  int buf[M];
  int mat[4][M];
  long s = 0;

  /* private(buf[0:M]): written before it is read in every iteration. */
#pragma acc parallel loop copyout(out) private(buf[0:M])
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < M; k++) buf[k] = i + k;
    out[i] = buf[M - 1] + buf[0];
  }
  for (int i = 0; i < N; i++) s += out[i];

  /* firstprivate(buf[0:M]): each thread starts from the host's values. */
  for (int k = 0; k < M; k++) buf[k] = 10 * k;
#pragma acc parallel loop copyout(out) firstprivate(buf[0:M])
  for (int i = 0; i < N; i++) {
    out[i] = buf[i % M] + buf[(i + 3) % M] + i;
  }
  for (int i = 0; i < N; i++) s += out[i];

  /* A 2-D subarray. */
#pragma acc parallel loop copyout(out) private(mat[0:4][0:M])
  for (int i = 0; i < N; i++) {
    for (int r = 0; r < 4; r++)
      for (int k = 0; k < M; k++) mat[r][k] = i * r + k;
    out[i] = mat[3][M - 1];
  }
  for (int i = 0; i < N; i++) s += out[i];

  /* On the construct: one copy per gang, written before each read. */
#pragma acc parallel copyout(out) private(buf[0:M])
  {
#pragma acc loop gang
    for (int i = 0; i < N; i++) {
      for (int k = 0; k < M; k++) buf[k] = i * k;
      out[i] = buf[2];
    }
  }
  for (int i = 0; i < N; i++) s += out[i];

  /* On an inner `loop seq`, part of the array. */
#pragma acc parallel loop copyout(out) private(mat)
  for (int i = 0; i < N; i++) {
    int t = 0;
#pragma acc loop seq private(buf[0:4])
    for (int j = 0; j < 3; j++) {
      buf[0] = i;
      buf[3] = j;
      t += buf[0] + buf[3];
    }
    out[i] = t;
  }
  for (int i = 0; i < N; i++) s += out[i];

  printf("%ld\n", s);
  return 0;
}
