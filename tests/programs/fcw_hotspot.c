// no-plain: its `fcw` channels make a block's iterations communicate // run-timeout: 300 (each block a team of 256 threads on the CPU targets)
// Hotspot with a 2-D ghost zone in the form of the dissertation's Appendix A.3 (Listing
// A.6), in OpenACC that compilers accept: the row loop is `gang worker` with 16 workers,
// the column loop `vector` with 16 lanes, so a communicating block is 16 × 16 iterations
// (V×W). Each block takes its output cells from its block numbers (`rs / B`, `cs / B`),
// keeps the temperatures of its 16 × 16 cells in an `fcw` channel (FETCH_CHANNEL:
// fetched, updated in place with a predicated write, never written back) and advances
// them K steps; the cells at least K from the block's edge are right after K steps and
// are written out. The rows and columns are not multiples of the 12 cells a block writes,
// so the last blocks are partial along both loops. The result is checked against the
// step-by-step computation, within 1e-12 relative.
#include <math.h>
#include <stdio.h>

#define ROWS 60
#define COLS 45
#define B 16
#define K 2
#define LAUNCHES 3

static double temp[ROWS][COLS], power[ROWS][COLS], result[ROWS][COLS];
static double want[ROWS][COLS], next[ROWS][COLS];

int main(void)
{
    const double cap = 0.5, ry = 0.12, rx = 0.1, rz = 0.05, amb = 80.0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
            temp[r][c] = 300.0 + (r * 7 + c * 13) % 29;
            power[r][c] = ((r + 3 * c) % 11) * 0.01;
            want[r][c] = temp[r][c];
        }
    for (int step = 0; step < K * LAUNCHES; step++) {
        for (int r = 0; r < ROWS; r++)
            for (int c = 0; c < COLS; c++) {
                int s = r == ROWS - 1 ? r : r + 1, n = r == 0 ? 0 : r - 1;
                int w = c == 0 ? 0 : c - 1, e = c == COLS - 1 ? c : c + 1;
                next[r][c] = want[r][c] + cap * (power[r][c]
                    + (want[s][c] + want[n][c] - 2.0 * want[r][c]) * ry
                    + (want[r][e] + want[r][w] - 2.0 * want[r][c]) * rx
                    + (amb - want[r][c]) * rz);
            }
        for (int r = 0; r < ROWS; r++)
            for (int c = 0; c < COLS; c++)
                want[r][c] = next[r][c];
    }

    const int dimrow = ROWS + 2 * K * (ROWS / (B - 2 * K) + 1);
    const int dimcol = COLS + 2 * K * (COLS / (B - 2 * K) + 1);
#pragma acc data copy(temp) copyin(power) create(result)
    for (int launch = 0; launch < LAUNCHES; launch++) {
#pragma acc parallel loop gang worker num_workers(B) vector_length(B) present(temp, power, result)
        for (int rs = 0; rs < dimrow; rs++) {
            int r = rs - ((rs / B) * 2 * K + K);
#pragma acc loop vector
            for (int cs = 0; cs < dimcol; cs++) {
                int c = cs - ((cs / B) * 2 * K + K);
                double t = 0.0;
                int computed = 0;
                int s = r == ROWS - 1 ? r : r + 1, n = r == 0 ? 0 : r - 1;
                int w = c == 0 ? 0 : c - 1, e = c == COLS - 1 ? c : c + 1;
#pragma acc fcw FETCH_CHANNEL(temp[r:0:0][c:0:0], power[r:0:0][c:0:0])
                {
                    for (int step = 0; step < K; step++) {
                        computed = 0;
                        if (r >= 0 && c >= 0 && r < ROWS && c < COLS
                            && rs % B > step && cs % B > step
                            && rs % B < B - step - 1 && cs % B < B - step - 1) {
                            computed = 1;
                            t = temp[r][c] + cap * (power[r][c]
                                + (temp[s][c] + temp[n][c] - 2.0 * temp[r][c]) * ry
                                + (temp[r][e] + temp[r][w] - 2.0 * temp[r][c]) * rx
                                + (amb - temp[r][c]) * rz);
                        }
                        if (step == K - 1)
                            break;
                        if (computed)
                            temp[r][c] = t;
                    }
                }
                if (computed)
                    result[r][c] = t;
            }
        }
#pragma acc parallel loop collapse(2) present(temp, result)
        for (int r = 0; r < ROWS; r++)
            for (int c = 0; c < COLS; c++)
                temp[r][c] = result[r][c];
    }

    double worst = 0.0, sum = 0.0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
            double err = fabs(temp[r][c] - want[r][c]) / fabs(want[r][c]);
            worst = err > worst ? err : worst;
            sum += temp[r][c];
        }
    printf("fcw hotspot, %dx%d cells, %d steps a launch, %d launches: %s\n", ROWS, COLS, K,
        LAUNCHES, worst < 1e-12 ? "PASS" : "FAIL");
    printf("mean temperature %.6f\n", sum / (ROWS * COLS));
    return worst < 1e-12 ? 0 : 1;
}
