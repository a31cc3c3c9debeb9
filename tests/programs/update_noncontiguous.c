// update self / update device of non-contiguous subarrays of fixed-size arrays
// (`m[2:3][4:2]`, `t[1:2][1:2][1:2]`): only the named elements change on the host
// (update self) and on the device (update device); the elements between the pieces keep
// their values. The program follows what each side should hold in `host` and `dev`
// (one array where the device shares the host's memory: directives ignored, the CPU
// targets) and compares.
#include <stdio.h>

#define R 6
#define C 8
#define P 4

static double m[R][C];
static double host[R][C], dev[R][C];
static int t[P][P][P];
static int shared;

/// `update self` (to_host) or `update device` of m[lo:n][lo2:n2] in the model.
static void model_update(int to_host, int lo, int n, int lo2, int n2)
{
    for (int i = lo; i < lo + n; i++)
        for (int j = lo2; j < lo2 + n2; j++) {
            if (to_host)
                host[i][j] = dev[i][j];
            else
                dev[i][j] = host[i][j];
        }
}

/// A write of `value` everywhere, by the host (on_host) or by a kernel.
static void model_write(int on_host, double value)
{
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            if (on_host || shared)
                host[i][j] = value;
            if (!on_host || shared)
                dev[i][j] = value;
        }
}

static int compare(const char *what)
{
    int bad = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            if (m[i][j] != host[i][j]) {
                if (bad < 4)
                    printf("%s: m[%d][%d] = %g, expected %g\n", what, i, j, m[i][j], host[i][j]);
                bad++;
            }
    return bad;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            m[i][j] = -1;
    model_write(1, -1);
    for (int i = 0; i < P; i++)
        for (int j = 0; j < P; j++)
            for (int k = 0; k < P; k++)
                t[i][j][k] = -1;
    int lo = 2, n = 3;
#pragma acc data copyin(m, t)
    {
#pragma acc parallel loop collapse(2) present(m)
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++)
                m[i][j] = 2;
        shared = m[0][0] == 2;
        model_write(0, 2);
        // Constant bounds, then bounds in variables.
#pragma acc update self(m[2:3][4:2])
        model_update(1, 2, 3, 4, 2);
        bad += compare("self m[2:3][4:2]");
#pragma acc update self(m[lo:n][1:n])
        model_update(1, lo, n, 1, n);
        bad += compare("self m[lo:n][1:n]");

        // update device: the host writes 7 everywhere, the device gets rows 1..2,
        // columns 3..6 only.
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++)
                m[i][j] = 7;
        model_write(1, 7);
#pragma acc update device(m[1:2][3:4])
        model_update(0, 1, 2, 3, 4);
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++)
                m[i][j] = 0;
        model_write(1, 0);
#pragma acc update self(m)
        model_update(1, 0, R, 0, C);
        bad += compare("device m[1:2][3:4]");

        // Three dimensions: the middle of a cube.
#pragma acc parallel loop collapse(3) present(t)
        for (int i = 0; i < P; i++)
            for (int j = 0; j < P; j++)
                for (int k = 0; k < P; k++)
                    t[i][j][k] = 100 * i + 10 * j + k;
#pragma acc update self(t[1:2][1:2][1:2])
        for (int i = 0; i < P; i++)
            for (int j = 0; j < P; j++)
                for (int k = 0; k < P; k++) {
                    int in = i >= 1 && i < 3 && j >= 1 && j < 3 && k >= 1 && k < 3;
                    int want = in || shared ? 100 * i + 10 * j + k : -1;
                    if (t[i][j][k] != want) {
                        if (bad < 8)
                            printf("t[%d][%d][%d] = %d, expected %d\n", i, j, k, t[i][j][k], want);
                        bad++;
                    }
                }
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
