// Gang × worker × vector nests at the edges: fewer worker iterations than workers
// (num_workers(7), vector_length(8)); worker code with a `continue` and a worker body
// with an array (both keep the worker loop on the block's threads); a `kernels`
// construct with worker(2) and vector(64), vector bounds on the worker variable; worker
// code that updates memory (`o5[i][j] += s`, also kept on the block's threads).
#include <stdio.h>
#define N 5
#define M 3
#define K 77
static int a[N][M][K], o1[N][M], o2[N][M], o3[N][M], o4[N][M], o5[N][M];
int main(void){
  for(int i=0;i<N;i++)for(int j=0;j<M;j++)for(int k=0;k<K;k++)a[i][j][k]=(i*5+j*7+k)%13-6;
  /* fewer worker iterations than workers; vector trip not multiple */
#pragma acc parallel loop gang num_workers(7) vector_length(8) copyin(a) copyout(o1)
  for(int i=0;i<N;i++){
#pragma acc loop worker
    for(int j=0;j<M;j++){
      int s=0;
#pragma acc loop vector reduction(+:s)
      for(int k=0;k<K;k++) s+=a[i][j][k];
      o1[i][j]=s;
    }
  }
  /* continue in worker code: falls back */
#pragma acc parallel loop gang copyin(a) copyout(o2)
  for(int i=0;i<N;i++){
#pragma acc loop worker
    for(int j=0;j<M;j++){
      int s=0;
      o2[i][j]=-1;
      if (j==1) continue;
#pragma acc loop vector reduction(+:s)
      for(int k=0;k<K;k++) s+=a[i][j][k]*2;
      o2[i][j]=s;
    }
  }
  /* an array in the worker body: falls back */
#pragma acc parallel loop gang copyin(a) copyout(o3)
  for(int i=0;i<N;i++){
#pragma acc loop worker
    for(int j=0;j<M;j++){
      int t[K];
#pragma acc loop vector
      for(int k=0;k<K;k++) t[k]=a[i][j][k]*3;
      int s=0;
      for(int k=0;k<K;k++) s+=t[k];
      o3[i][j]=s;
    }
  }
  /* kernels construct, vector(n), worker(n), bounds on the worker variable */
#pragma acc kernels copyin(a) copyout(o4)
#pragma acc loop gang
  for(int i=0;i<N;i++){
#pragma acc loop worker(2)
    for(int j=0;j<M;j++){
      int s=0;
#pragma acc loop vector(64) reduction(+:s)
      for(int k=j;k<K-j;k++) s+=a[i][j][k];
      o4[i][j]=s;
    }
  }
  for(int i=0;i<N;i++)for(int j=0;j<M;j++) o5[i][j]=i-j;
#pragma acc parallel loop gang copyin(a) copy(o5)
  for(int i=0;i<N;i++){
#pragma acc loop worker
    for(int j=0;j<M;j++){
      int s=0;
#pragma acc loop vector reduction(+:s)
      for(int k=0;k<K;k++) s+=a[i][j][k]*k;
      o5[i][j]+=s;
    }
  }
  long t=0; for(int i=0;i<N;i++)for(int j=0;j<M;j++) t+= (long)(o1[i][j]*1+o2[i][j]*3+o3[i][j]*7+o4[i][j]*11+o5[i][j]*13)*(i*M+j+1);
  printf("%d %d %d %d %d %ld\n", o1[4][2], o2[4][2], o3[4][2], o4[4][2], o5[4][2], t);
  return 0;
}
