/* Clause arguments are evaluated once, when the construct is met (OpenACC 3.3, 2.16 and
   2.6.5): a structured `data` construct whose body changes the variable its `async`,
   `if` or a subscript names still ends on the queue, under the condition and over the
   section it began with; so does a compute construct whose body changes them. */
#include <stdio.h>

#define N 64

/* Enough work that a copy back on another queue would overtake the kernel. */
#pragma acc routine seq
static int churn(int i) {
  int v = i;
  for (int k = 0; k < 20000; k++) v = (v * 5 + k) % 1021;
  return v;
}

/* The body moves on to queue 2: the copy back at the exit stays on queue 1, after the
   kernel it waits for there. */
static long data_queue(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  int q = 1;
#pragma acc data copy(a) async(q)
  {
#pragma acc parallel loop present(a) async(q)
    for (int i = 0; i < N; i++) a[i] += churn(i);
    q = 2;
  }
#pragma acc wait
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  return s;
}

/* The body clears the condition and shortens the section: the exit still copies all of
   `a[0:n]` back. */
static long data_condition_and_section(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  int on = 1, n = N;
#pragma acc data copy(a[0:n]) if(on)
  {
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] *= 3;
    on = 0;
    n = 1;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  return s + n + on;
}

/* Through a pointer taken before the construct, and by a function the body calls. */
static int queue;
static void next_queue(void) { queue++; }

static long changed_elsewhere(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = b[i] = i;
  int q = 3;
  int *qp = &q;
  queue = 5;
#pragma acc data copy(a) async(q)
  {
#pragma acc parallel loop present(a) async(q)
    for (int i = 0; i < N; i++) a[i] += churn(i);
    *qp = 4;
  }
#pragma acc data copy(b) async(queue)
  {
#pragma acc parallel loop present(b) async(queue)
    for (int i = 0; i < N; i++) b[i] += churn(i + 1);
    next_queue();
  }
#pragma acc wait
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] + b[i];
  return s + q + queue;
}

/* A `kernels` construct whose scalar statement changes its own `async` argument. */
static long compute_queue(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  int q = 1;
#pragma acc kernels copy(a, q) async(q)
  {
    for (int i = 0; i < N; i++) a[i] += 5;
    q = 2;
  }
#pragma acc wait
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  return s + q;
}

int main(void) {
  printf("data queue %ld\n", data_queue());
  printf("data condition and section %ld\n", data_condition_and_section());
  printf("changed elsewhere %ld\n", changed_elsewhere());
  printf("compute queue %ld\n", compute_queue());
  return 0;
}
