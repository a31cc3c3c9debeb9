/*
 * dyadic.c -- dyadic (XOR) convolution of N data with a kernel of M weights (N and M
 * powers of two, M <= N): y[i] = sum over j < M of data[i ^ j] * kern[j], single
 * precision, in three forms chosen at compile time:
 *
 *   (nothing)   plain OpenACC, the direct sum: one parallel loop, one iteration per
 *               output, M products each (the dissertation's baseline, D §6.3 "Dyadic
 *               Convolution": "baseline OpenACC computes the dyadic convolution
 *               directly");
 *   -DUSE_FWT   plain OpenACC through the fast Walsh-Hadamard transform (FWHT):
 *               y = H(H(data) . H(kern padded to N)) / N, where H has log2(N) butterfly
 *               stages (x, y) -> (x + y, x - y) of strides 1, 2, 4, ...; every stage
 *               goes through global memory, four stages a launch (radix 16, in
 *               registers; radix 4 and 2 for the rest), so this is the fcw form's
 *               algorithm without the fcw directive;
 *   -DUSE_FCW   the FWHT with the fcw directive in its explicit mode (D §6.4.1): the
 *               stages of stride below TILE (-DTILE=n, default 1024) run in one launch,
 *               a block of TILE iterations keeping its TILE elements in shared memory
 *               through a channel,
 *                   #pragma acc fcw CHANNEL_ONLY(x[i:0:0])
 *               whose tile nothing fetches and nothing writes back: each iteration reads
 *               its element from global memory before the block, writes it into the
 *               channel at every stage and reads its partner x[i ^ h] there, and
 *               writes its last value to global memory after the block (the user's
 *               fetch and write-back).  A channel write has a barrier before and after
 *               it (D §6.2.2), which is all a stage needs: the store after every thread
 *               has read the previous stage, the partner's read after every store.
 *               -DFCW_BARRIER adds `#pragma acc fcw_barrier` between the store and the
 *               read, the explicit barrier D's explicit mode would write there (a
 *               second barrier, with nothing between it and the implicit one).  The
 *               stages of stride TILE and more go through global memory as with USE_FWT.
 *               Each FWHT's stages run in any order (they commute): the local launch
 *               first, then the global ones.
 *
 * usage: dyadic [N [M [TRIALS]]]        defaults 16777216 128 3
 * Prints BENCH, one TIME_MS per trial (the whole convolution inside the data region:
 * for the FWHT forms the kernel's padding, three transforms and the product), CHECK (a
 * fixed pseudo-random projection of y) and VERIFY (every output against the direct sum on
 * the CPU in double, within 1e-5 of the sum of the magnitudes of its M products).
 */
#include "../cache/common.h"

#if defined(USE_FCW) && defined(USE_FWT)
#error "USE_FCW and USE_FWT are two variants: define one of them"
#endif
#ifndef TILE
#define TILE 1024 /* iterations of a communicating block: the local stages' tile */
#endif
#if TILE < 2 || (TILE & (TILE - 1)) != 0
#error "TILE must be a power of two"
#endif
#define TOLERANCE 1e-5
#define USAGE "dyadic [N [M [TRIALS]]]  (powers of two, M <= N)"

#if defined(USE_FCW) && defined(FCW_BARRIER)
#define VARIANT "FWHT, fcw CHANNEL_ONLY local stages with fcw_barrier"
#elif defined(USE_FCW)
#define VARIANT "FWHT, fcw CHANNEL_ONLY local stages"
#elif defined(USE_FWT)
#define VARIANT "FWHT, plain OpenACC, every stage through global memory"
#else
#define VARIANT "plain OpenACC, direct sum"
#endif

static void warm_up(void)
{
    float w[256];
#pragma acc parallel loop copyout(w[0:256])
    for (int i = 0; i < 256; i++)
        w[i] = (float)i;
    if (w[255] != 255.0f) {
        fprintf(stderr, "warm-up region gave a wrong result\n");
        exit(1);
    }
}

static int log2_of(int n)
{
    int l = 0;
    while ((1 << l) < n)
        l++;
    return l;
}

#if !defined(USE_FWT) && !defined(USE_FCW)
/* The direct sum: y from data (n) and kern (m). */
static void convolve(int n, int m, const float *data, const float *kern, float *y, float *wk)
{
    (void)wk;
#pragma acc parallel loop present(data[0:n], kern[0:m], y[0:n])
    for (int i = 0; i < n; i++) {
        float sum = 0.0f;
        for (int j = 0; j < m; j++)
            sum += data[i ^ j] * kern[j];
        y[i] = sum;
    }
}
#else
/* The stages of strides 2^lh .. 2^(lh+3) of x (n elements): each iteration takes the 16
 * elements i0 + k*h into registers and runs the four stages there. */
static void radix16_pass(int n, float *x, int lh)
{
    int h = 1 << lh;
#pragma acc parallel loop present(x[0:n])
    for (int q = 0; q < n / 16; q++) {
        int i0 = ((q >> lh) << (lh + 4)) | (q & (h - 1));
        float v[16];
        for (int k = 0; k < 16; k++)
            v[k] = x[i0 + k * h];
        for (int st = 0; st < 4; st++)
            for (int b = 0; b < 8; b++) {
                int lo = ((b >> st) << (st + 1)) | (b & ((1 << st) - 1));
                float a = v[lo], c = v[lo + (1 << st)];
                v[lo] = a + c;
                v[lo + (1 << st)] = a - c;
            }
        for (int k = 0; k < 16; k++)
            x[i0 + k * h] = v[k];
    }
}

/* The stages of strides 2^lh and 2^(lh+1) of x (n elements): each iteration takes the four
 * elements i0, i0 + h, i0 + 2h, i0 + 3h. */
static void radix4_pass(int n, float *x, int lh)
{
    int h = 1 << lh;
#pragma acc parallel loop present(x[0:n])
    for (int q = 0; q < n / 4; q++) {
        int i0 = ((q >> lh) << (lh + 2)) | (q & (h - 1));
        float x0 = x[i0], x1 = x[i0 + h], x2 = x[i0 + 2 * h], x3 = x[i0 + 3 * h];
        float s01 = x0 + x1, d01 = x0 - x1, s23 = x2 + x3, d23 = x2 - x3;
        x[i0] = s01 + s23;
        x[i0 + h] = d01 + d23;
        x[i0 + 2 * h] = s01 - s23;
        x[i0 + 3 * h] = d01 - d23;
    }
}

/* The stage of stride 2^lh of x (n elements). */
static void radix2_pass(int n, float *x, int lh)
{
    int h = 1 << lh;
#pragma acc parallel loop present(x[0:n])
    for (int q = 0; q < n / 2; q++) {
        int i0 = ((q >> lh) << (lh + 1)) | (q & (h - 1));
        float x0 = x[i0], x1 = x[i0 + h];
        x[i0] = x0 + x1;
        x[i0 + h] = x0 - x1;
    }
}

#ifdef USE_FCW
/* The stages of strides 1 .. span/2 (span = min(TILE, n)) of x in one launch: block k
 * holds x[k*TILE .. k*TILE + TILE - 1] in its channel. */
static void local_stages(int n, float *x)
{
    int span = n < TILE ? n : TILE;
#pragma acc parallel loop vector_length(TILE) present(x[0:n])
    for (int i = 0; i < n; i++) {
        float v = x[i]; /* the user's fetch */
#pragma acc fcw CHANNEL_ONLY(x[i:0:0])
        {
            for (int h = 1; h < span; h <<= 1) {
                x[i] = v;
#ifdef FCW_BARRIER
#pragma acc fcw_barrier
#endif
                float other = x[i ^ h];
                v = (i & h) ? other - v : v + other;
            }
        }
        x[i] = v; /* the user's write-back */
    }
}
#define FIRST_GLOBAL_STAGE(n) log2_of((n) < TILE ? (n) : TILE)
#else
#define FIRST_GLOBAL_STAGE(n) 0
#endif

/* H(x), unnormalised, in place. */
static void fwht(int n, float *x)
{
    int ln = log2_of(n);
#ifdef USE_FCW
    local_stages(n, x);
#endif
    int lh = FIRST_GLOBAL_STAGE(n);
    for (; lh + 4 <= ln; lh += 4)
        radix16_pass(n, x, lh);
    if (lh + 2 <= ln) {
        radix4_pass(n, x, lh);
        lh += 2;
    }
    if (lh < ln)
        radix2_pass(n, x, lh);
}

/* y = H(H(data) . H(kern padded to n)) / n, wk a work array of n elements. */
static void convolve(int n, int m, const float *data, const float *kern, float *y, float *wk)
{
#pragma acc parallel loop present(data[0:n], kern[0:m], y[0:n], wk[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = data[i];
        wk[i] = i < m ? kern[i] : 0.0f;
    }
    fwht(n, y);
    fwht(n, wk);
    float scale = 1.0f / (float)n;
#pragma acc parallel loop present(y[0:n], wk[0:n])
    for (int i = 0; i < n; i++)
        y[i] = y[i] * wk[i] * scale;
    fwht(n, y);
}
#endif

int main(int argc, char **argv)
{
    int n = (int)arg_long(argc, argv, 1, 16777216, USAGE);
    int m = (int)arg_long(argc, argv, 2, 128, USAGE);
    int trials = (int)arg_long(argc, argv, 3, 3, USAGE);
    if (n < 1 || m < 1 || m > n || (n & (n - 1)) != 0 || (m & (m - 1)) != 0 || trials < 1
        || n > (1 << 30)) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    float *data = malloc((size_t)n * sizeof(float)), *kern = malloc((size_t)m * sizeof(float));
    float *y = malloc((size_t)n * sizeof(float)), *wk = malloc((size_t)n * sizeof(float));
    if (!data || !kern || !y || !wk) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        data[i] = 2.0f * urand((unsigned)i, 1) - 1.0f;
    for (int j = 0; j < m; j++)
        kern[j] = 2.0f * urand((unsigned)j, 2) - 1.0f;
#ifdef USE_FCW
    printf("BENCH dyadic %d data, %d weights, %s, tile %d\n", n, m, VARIANT, TILE);
#else
    printf("BENCH dyadic %d data, %d weights, %s\n", n, m, VARIANT);
#endif
    warm_up();

#pragma acc data copyin(data[0:n], kern[0:m]) create(wk[0:n]) copyout(y[0:n])
    {
        for (int trial = 0; trial < trials; trial++) {
            double t0 = now_ms();
            convolve(n, m, data, kern, y, wk);
            print_time(now_ms() - t0, NULL);
        }
    }

    double check = 0.0;
    for (int i = 0; i < n; i++)
        check += y[i] * check_weight((size_t)i);
    print_check(check);

    long bad = 0;
    double worst = 0.0;
    for (int i = 0; i < n; i++) {
        double want = 0.0, scale = 0.0;
        for (int j = 0; j < m; j++) {
            double p = (double)data[i ^ j] * kern[j];
            want += p;
            scale += fabs(p);
        }
        double e = fabs(y[i] - want) / scale;
        if (e > worst)
            worst = e;
        if (e > TOLERANCE && bad++ == 0)
            printf("INFO first difference: y[%d] is %.7g, the CPU gives %.7g\n", i, y[i], want);
    }
    int rc = verdict(bad, n, worst, TOLERANCE,
                     "every output, relative to the sum of its products' magnitudes");
    free(data);
    free(kern);
    free(y);
    free(wk);
    return rc;
}
