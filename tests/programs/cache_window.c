// Register windows (cache/window.rs): loops whose one moving cached range each thread
// reads for four adjacent iterations at once, from registers. Every shape the window
// takes, and some it must refuse, against a host reference:
//   a. a radius-3 stencil over 37 points (less than one block of iterations) and over
//      1601 (not a multiple of a block's 4 x 128 iterations), weights cached too;
//   b. a range moving two elements per iteration (`in[2*i:5]`, rate 2);
//   c. int elements read at constant offsets, no inner loop;
//   d. two nested inner loops indexing the window (`in[i + 3*j + k]`);
//   e. a reduction over the windowed loop;
//   f. a run-time offset (`in[i + r]`): no window, same answer;
//   g. a loop counting down: no window, same answer;
//   h. a `gang vector` loop inside a `parallel` region.
// Integer-valued floats with small integer weights keep every sum exact.
#include <stdio.h>

#define R 3
#define BIG 1601
#define SMALL 37

static float in[2 * BIG + 8], out[BIG], ref[BIG];
static int xi[BIG], yi[BIG], refi[BIG];
static const float w[2 * R + 1] = {1, 2, 3, 4, 3, 2, 1};

static int compare(const char *what, const float *got, const float *want, int lo, int hi)
{
    int bad = 0;
    for (int i = lo; i < hi; i++)
        bad += got[i] != want[i];
    long sum = 0;
    for (int i = lo; i < hi; i++)
        sum += (long)got[i] * (i % 11 + 1);
    printf("%s: %s (%d mismatches) weighted=%ld\n", what, bad ? "FAIL" : "PASS", bad, sum);
    return bad;
}

static void clear(void)
{
    for (int i = 0; i < BIG; i++)
        out[i] = ref[i] = -1.0f;
}

static int stencil(int n)
{
    clear();
    for (int i = R; i < n - R; i++) {
        float s = 0.0f;
        for (int k = -R; k <= R; k++)
            s += w[k + R] * in[i + k];
        ref[i] = s;
    }
#pragma acc parallel loop copyin(in[0:n], w) copy(out[0:n])
    for (int i = R; i < n - R; i++) {
#pragma acc cache(in[i - R:2 * R + 1], w[0:2 * R + 1])
        float s = 0.0f;
        for (int k = -R; k <= R; k++)
            s += w[k + R] * in[i + k];
        out[i] = s;
    }
    char what[32];
    snprintf(what, sizeof what, "a. stencil n=%d", n);
    return compare(what, out, ref, 0, n);
}

int main(void)
{
    int fails = 0;
    for (int i = 0; i < 2 * BIG + 8; i++)
        in[i] = (float)((i * 7 + 3) % 19);
    for (int i = 0; i < BIG; i++)
        xi[i] = (i * 5) % 23 - 11;

    fails += stencil(SMALL);
    fails += stencil(BIG);

    // b. Rate 2: iteration i reads in[2i .. 2i+4].
    clear();
    for (int i = 0; i < BIG; i++) {
        float s = 0.0f;
        for (int k = 0; k < 5; k++)
            s += (float)(k + 1) * in[2 * i + k];
        ref[i] = s;
    }
#pragma acc parallel loop copyin(in) copy(out)
    for (int i = 0; i < BIG; i++) {
#pragma acc cache(in[2 * i:5])
        float s = 0.0f;
        for (int k = 0; k < 5; k++)
            s += (float)(k + 1) * in[2 * i + k];
        out[i] = s;
    }
    fails += compare("b. rate 2", out, ref, 0, BIG);

    // c. Integers at constant offsets.
    for (int i = 1; i < BIG - 1; i++)
        refi[i] = xi[i - 1] + 2 * xi[i] - 3 * xi[i + 1];
#pragma acc parallel loop copyin(xi) copyout(yi[1:BIG - 2])
    for (int i = 1; i < BIG - 1; i++) {
#pragma acc cache(xi[i - 1:3])
        yi[i] = xi[i - 1] + 2 * xi[i] - 3 * xi[i + 1];
    }
    int badi = 0;
    long sumi = 0;
    for (int i = 1; i < BIG - 1; i++) {
        badi += yi[i] != refi[i];
        sumi += (long)yi[i] * (i % 7);
    }
    printf("c. int offsets: %s (%d mismatches) weighted=%ld\n", badi ? "FAIL" : "PASS", badi,
           sumi);
    fails += badi;

    // d. Two loops index the window: in[i + 3j + k], j < 2, k < 3.
    clear();
    for (int i = 0; i < BIG; i++) {
        float s = 0.0f;
        for (int j = 0; j < 2; j++)
            for (int k = 0; k < 3; k++)
                s += (float)(j + 1) * in[i + 3 * j + k];
        ref[i] = s;
    }
#pragma acc parallel loop copyin(in) copy(out)
    for (int i = 0; i < BIG; i++) {
#pragma acc cache(in[i:6])
        float s = 0.0f;
        for (int j = 0; j < 2; j++)
            for (int k = 0; k < 3; k++)
                s += (float)(j + 1) * in[i + 3 * j + k];
        out[i] = s;
    }
    fails += compare("d. nested loops", out, ref, 0, BIG);

    // e. A reduction over the windowed loop.
    long total = 0, want = 0;
    for (int i = 1; i < BIG - 1; i++)
        want += (long)(in[i - 1] + in[i] + in[i + 1]);
#pragma acc parallel loop copyin(in) reduction(+ : total)
    for (int i = 1; i < BIG - 1; i++) {
#pragma acc cache(in[i - 1:3])
        total += (long)(in[i - 1] + in[i] + in[i + 1]);
    }
    printf("e. reduction: %s total=%ld\n", total == want ? "PASS" : "FAIL", total);
    fails += total != want;

    // f. A run-time offset inside the range.
    int r = SMALL % 3;
    clear();
    for (int i = 0; i < BIG; i++)
        ref[i] = in[i + r] + in[i + 2];
#pragma acc parallel loop copyin(in) copy(out)
    for (int i = 0; i < BIG; i++) {
#pragma acc cache(in[i:3])
        out[i] = in[i + r] + in[i + 2];
    }
    fails += compare("f. run-time offset", out, ref, 0, BIG);

    // g. Counting down.
    clear();
    for (int i = BIG - 1; i >= 1; i--)
        ref[i] = in[i - 1] - in[i];
#pragma acc parallel loop copyin(in) copy(out)
    for (int i = BIG - 1; i >= 1; i--) {
#pragma acc cache(in[i - 1:2])
        out[i] = in[i - 1] - in[i];
    }
    fails += compare("g. counting down", out, ref, 1, BIG);

    // h. A gang vector loop in a parallel region.
    clear();
    for (int i = R; i < BIG - R; i++) {
        float s = 0.0f;
        for (int k = -R; k <= R; k++)
            s += in[i + k];
        ref[i] = s;
    }
#pragma acc parallel copyin(in) copy(out)
    {
#pragma acc loop gang vector
        for (int i = R; i < BIG - R; i++) {
#pragma acc cache(in[i - R:2 * R + 1])
            float s = 0.0f;
            for (int k = -R; k <= R; k++)
                s += in[i + k];
            out[i] = s;
        }
    }
    fails += compare("h. gang vector", out, ref, 0, BIG);

    printf("%s\n", fails ? "FAILED" : "all passed");
    return 0;
}
