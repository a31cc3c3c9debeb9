// An array declared in a gang loop's body belongs to the gang: vector loops fill it and read it
// (the GPU back ends then run the vector loops in order in each thread, so that each thread
// that reads the array has written all of it).
#include <stdio.h>
int main(void){ int out[2][3];
#pragma acc parallel loop gang vector_length(32) copyout(out)
  for (int i = 0; i < 2; i++) {
    int tmp[5];
#pragma acc loop vector
    for (int k = 0; k < 5; k++) tmp[k] = k + 1 + i;
#pragma acc loop vector
    for (int j = 0; j < 3; j++) { int rs = 0; for (int k = 0; k < 5; k++) rs += tmp[k] * (j + 1); out[i][j] = rs; }
  }
  for (int i = 0; i < 6; i++) printf("%d ", out[i/3][i%3]);
  printf("\n"); return 0; }
