// accc-target: cuda
// Dynamic multidimensional arrays are mapped to a device with two levels (`a[0:n][0:m]` of a
// `double **`); a third level of pointers is an error at the clause, not a wrong copy.
void scale(double ***a, int n, int m, int k)
{
    #pragma acc parallel loop copy(a[0:n][0:m][0:k]) // expect-error: maps dynamic multidimensional arrays (pointers to pointers) of two levels
    for (int i = 0; i < n; i++)
        a[i][0][0] *= 2.0;
}
