/* Array parameters declared with extents (`double A[N][M]`, `int v[L]`) named whole in
   data clauses map the extent the declaration gives when nothing is present at that
   address yet; when a caller's mapping (perhaps smaller: `A[0:n][0:M]`) is present, the
   clause uses it. */
#include <stdio.h>

#define N 12
#define M 5
#define L 40

static void doubled(double A[N][M], double B[N][M]) {
#pragma acc parallel loop copyin(A) copyout(B)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) B[i][j] = 2 * A[i][j];
}

static void bump(int v[L]) {
#pragma acc data copy(v)
  {
#pragma acc parallel loop
    for (int i = 0; i < L; i++) v[i] += i;
  }
}

/* Only the first `n` rows are used, and the caller maps only those. */
static void scale_rows(int n, double A[N][M]) {
#pragma acc parallel loop copy(A)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++) A[i][j] *= 3;
}

static void enter(double A[N][M]) {
#pragma acc enter data copyin(A)
}

static void leave(double A[N][M]) {
#pragma acc exit data copyout(A)
}

int main(void) {
  double A[N][M], B[N][M];
  int v[L];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) A[i][j] = i * M + j;
  for (int i = 0; i < L; i++) v[i] = 1;

  doubled(A, B);
  double s1 = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s1 += B[i][j];

  bump(v);
  long s2 = 0;
  for (int i = 0; i < L; i++) s2 += v[i];

  int n = 4;
#pragma acc data copy(A[0:n][0:M])
  scale_rows(n, A);
  double s3 = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s3 += A[i][j];

  enter(A);
#pragma acc parallel loop present(A)
  for (int i = 0; i < N; i++) A[i][0] = -i;
  leave(A);
  double s4 = 0;
  for (int i = 0; i < N; i++) s4 += A[i][0];

  printf("%.0f %ld %.0f %.0f\n", s1, s2, s3, s4);
  return 0;
}
