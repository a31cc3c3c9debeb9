// Reducing tight gang/vector nests (the gang loop's body is only the vector loop, bounds
// independent) run on the GPU back ends as collapse(2) nests, in column strips where the
// vector loop is long; other nests keep one gang per gang iteration. Each shape here checks
// its answer: wide and narrow reducing tight nests (max on both loops; + with a sequential
// loop inside the vector loop), a statement beside the vector loop, and a triangular nest.
#include <stdio.h>

#define ROWS 300
#define COLS 1200

static float grid[ROWS][COLS];
static float out[ROWS][COLS];
static int tri[ROWS][ROWS];

int main(void)
{
    for (int j = 0; j < ROWS; j++)
        for (int i = 0; i < COLS; i++)
            grid[j][i] = (float)((j * 37 + i * 11) % 64);

    // Tight and wide: a stencil with a max-reduction on both loops.
    float biggest = 0.0f;
#pragma acc parallel loop gang copyin(grid) copy(out) reduction(max:biggest)
    for (int j = 1; j < ROWS - 1; j++) {
#pragma acc loop vector reduction(max:biggest)
        for (int i = 1; i < COLS - 1; i++) {
            float v = 0.25f * (grid[j - 1][i] + grid[j + 1][i] + grid[j][i - 1] + grid[j][i + 1]);
            out[j][i] = v;
            biggest = v > biggest ? v : biggest;
        }
    }
    double sum = 0.0;
    for (int j = 0; j < ROWS; j++)
        for (int i = 0; i < COLS; i++)
            sum += out[j][i];
    printf("wide: sum=%.2f max=%.2f\n", sum, biggest);

    // Tight and narrow (40 columns: the flat loop), with a sequential loop in the body and a
    // + reduction of the construct.
    long total = 0;
#pragma acc parallel loop gang copy(out) reduction(+:total)
    for (int j = 0; j < ROWS; j++)
#pragma acc loop vector reduction(+:total)
        for (int i = 0; i < 40; i++) {
            float s = 0.0f;
            for (int k = 0; k < 8; k++)
                s += grid[j][(i + k) % COLS];
            out[j][i] = s;
            total += (long)s;
        }
    sum = 0.0;
    for (int j = 0; j < ROWS; j++)
        for (int i = 0; i < 40; i++)
            sum += out[j][i] * (float)((i + j) % 3);
    printf("narrow: sum=%.2f total=%ld\n", sum, total);

    // Not tight: a statement beside the vector loop runs once per gang iteration.
    static float rowmax[ROWS];
#pragma acc parallel loop gang copy(out, rowmax)
    for (int j = 0; j < ROWS; j++) {
        rowmax[j] = (float)j;
#pragma acc loop vector
        for (int i = 0; i < COLS; i++)
            out[j][i] = out[j][i] + rowmax[j];
    }
    sum = 0.0;
    for (int j = 0; j < ROWS; j++)
        sum += out[j][COLS / 2] + rowmax[j];
    printf("not tight: sum=%.2f\n", sum);

    // Triangular: the vector loop's bound depends on the gang loop.
#pragma acc parallel loop gang copy(tri)
    for (int j = 0; j < ROWS; j++)
#pragma acc loop vector
        for (int i = 0; i <= j; i++)
            tri[j][i] = i + j;
    long t = 0;
    for (int j = 0; j < ROWS; j++)
        for (int i = 0; i < ROWS; i++)
            t += tri[j][i];
    printf("triangular: %ld\n", t);
    return 0;
}
