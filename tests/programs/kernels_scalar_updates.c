/* Scalars that `kernels` loops update and the host reads after the region: a
   breadth-first search whose `stop = stop | 1` must reach the host after every level
   (on `kernels loop independent`, and on a loop the compiler must analyse), `flag |= c`,
   a flag only one iteration stores to, and a running maximum the iterations must
   compute in order. */
#include <stdio.h>

#define N 200

int main(void) {
  /* A binary tree: node k's children are 2k+1 and 2k+2. */
  int mask[N], updating[N], visited[N], cost[N];
  for (int i = 0; i < N; i++) {
    mask[i] = i == 0;
    updating[i] = 0;
    visited[i] = i == 0;
    cost[i] = i == 0 ? 0 : -1;
  }
  int levels = 0;
  int stop;
#pragma acc data copy(mask, updating, visited, cost)
  do {
    stop = 0;
#pragma acc kernels loop independent
    for (int tid = 0; tid < N; tid++) {
      if (mask[tid]) {
        mask[tid] = 0;
        for (int c = 2 * tid + 1; c <= 2 * tid + 2 && c < N; c++) {
          if (!visited[c]) {
            cost[c] = cost[tid] + 1;
            updating[c] = 1;
          }
        }
      }
    }
#pragma acc kernels loop independent
    for (int tid = 0; tid < N; tid++) {
      if (updating[tid]) {
        mask[tid] = 1;
        visited[tid] = 1;
        stop = stop | 1;
        updating[tid] = 0;
      }
    }
    levels++;
  } while (stop);
  long total = 0;
  for (int i = 0; i < N; i++) total += cost[i];
  printf("bfs: levels %d, deepest cost %d, total cost %ld\n", levels, cost[N - 1], total);

  int vals[N];
  for (int i = 0; i < N; i++) vals[i] = (i * 37) % 101;

  /* `flag = flag | c` without `independent`: recognised as a reduction. */
  int flag = 0;
#pragma acc kernels loop copyin(vals)
  for (int i = 0; i < N; i++)
    if (vals[i] > 99) flag = flag | 2;
  /* `flag |= c` with `independent`. */
  int any_odd = 0;
#pragma acc kernels loop independent copyin(vals)
  for (int i = 0; i < N; i++) {
    int c = vals[i] & 1;
    any_odd |= c;
  }
  /* Only the iteration that finds 0 at i > 0 stores. */
  int found = -1;
#pragma acc kernels loop independent copyin(vals)
  for (int i = 1; i < N; i++)
    if (vals[i] == 0) found = i;
  /* Reads and writes `mx`: runs in order. */
  int mx = -1;
#pragma acc kernels copyin(vals)
  {
#pragma acc loop independent
    for (int i = 0; i < N; i++)
      if (vals[i] > mx) mx = vals[i];
  }
  printf("flag %d, any_odd %d, found %d, max %d\n", flag, any_odd, found, mx);
  return 0;
}
