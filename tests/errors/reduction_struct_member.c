// A reduction of a struct member: not supported, said as such (the message named the
// struct's type before, as if the clause named the struct).
typedef struct { double sum; int cnt; } stats;

double total(const double *x, int n)
{
    stats st = { 0, 0 };
    #pragma acc parallel loop reduction(+:st.sum) copyin(x[0:n]) // expect-error: reductions of struct members are not supported
    for (int i = 0; i < n; i++)
        st.sum += x[i];
    return st.sum;
}
