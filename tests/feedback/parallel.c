// -Minfo=accel on parallel and serial constructs: schedules and data attributes.
#define N 1024

int parallel_regions(float (*restrict m)[N], float *restrict v)
{
    int count = 0;
    float big = 0.0f;
#pragma acc parallel loop gang vector collapse(2) reduction(max:big) copyin(m[0:N][0:N])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            big = m[i][j] > big ? m[i][j] : big;
#pragma acc parallel num_gangs(8) copy(count)
    {
#pragma acc atomic update
        count++;
#pragma acc loop gang
        for (int i = 0; i < N; i++)
#pragma acc loop vector
            for (int j = 0; j < N; j++)
                m[i][j] *= 2.0f;
    }
#pragma acc serial loop
    for (int i = 1; i < N; i++)
        v[i] = v[i - 1] + big;
    return count;
}
