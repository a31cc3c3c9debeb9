// A struct holding a pointer: the struct goes to the device first, then the
// array it points to (enter data on s.data[0:n] attaches the member to the
// device copy of the array), and compute regions use s.data[i], and a local pointer
// taken from the member (`float *d = v.data`).
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n;
    float *data;
} vec;

int main(void)
{
    vec v;
    v.n = 777;
    v.data = malloc(v.n * sizeof(float));
    for (int i = 0; i < v.n; i++)
        v.data[i] = (float)(i % 8);

#pragma acc enter data copyin(v)
#pragma acc enter data copyin(v.data[0:v.n])

#pragma acc parallel loop present(v)
    for (int i = 0; i < v.n; i++)
        v.data[i] = v.data[i] * 4.0f + 1.0f;

    float sum = 0.0f;
#pragma acc parallel loop present(v) reduction(+:sum)
    for (int i = 0; i < v.n; i++)
        sum += v.data[i];

    float through_local = 0.0f;
#pragma acc parallel loop present(v) reduction(+:through_local)
    for (int i = 0; i < v.n; i++) {
        const float *d = v.data;
        through_local += d[i];
    }

#pragma acc exit data copyout(v.data[0:v.n])
#pragma acc exit data delete(v)

    float check = 0.0f;
    for (int i = 0; i < v.n; i++)
        check += v.data[i];
    printf("n=%d data[7]=%.1f sum=%.1f through a local pointer=%.1f check=%.1f\n", v.n,
           v.data[7], sum, through_local, check);
    free(v.data);
    return 0;
}
