/*
 * writepolicy.c -- the papers' synthetic workloads for the cache write policy
 * (write-back vs write-through, dissertation section 5.4.2, paper Figure 6).
 *
 * A 1-D stencil type of work: parallel iteration i owns out[i] and updates it
 * FREQ times in a sequential loop from its three inputs in[i:3], reading its
 * own last value each time:
 *
 *     #pragma acc cache(in[i:3], out[i:1])        (with -DUSE_CACHE)
 *     for (s = 0; s < FREQ; s++)
 *         out[i] = 0.5f * out[i] + (in[i] + in[i+1] + in[i+2]) * weight(s);
 *
 *  dense:  every iteration is active and writes on every serial step
 *          (consecutive iterations write consecutive words);
 *  sparse: one iteration in 64 is active, and it writes on one serial step
 *          in 64 (both under 2%).
 *
 * FREQ, the number of serial steps, models the write frequency; the papers
 * sweep it from 4 to 4096, with 4K and 128K parallel iterations.  Build it
 * three ways: no cache directive (baseline), and with -DUSE_CACHE under each
 * write policy of the compiler.
 *
 * usage: writepolicy [SMALL [LARGE [MAXFREQ [LAUNCHES [TRIALS]]]]]
 *        defaults 4096 131072 4096 10 3
 * For each mode (dense, sparse), each parallel size (SMALL, LARGE) and each
 * FREQ = 4, 16, 64, ... up to MAXFREQ, prints one line per trial
 *     TIME_MS <ms for LAUNCHES launches> <mode>-n<size>-f<FREQ>
 * then re-runs one launch from a known state and verifies it against the CPU
 * (VERIFY covers every configuration; CHECK sums the verified outputs).  First,
 * TIME_MS ... launch-n<size>: LAUNCHES launches of a loop of the same size that
 * does nothing, the launch cost included in every configuration's time.
 */
#include "common.h"

#define USAGE "writepolicy [SMALL [LARGE [MAXFREQ [LAUNCHES [TRIALS]]]]]"

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

/* The weight of serial step s: small dyadic numbers, so that every value the
 * loop forms is exact in float and the CPU reference can match it exactly. */
#define STEP_WEIGHT(s) ((float)((s) % 4 + 1) * 0.25f)

static void work(int n, int freq, int sparse, float *in, float *out)
{
#pragma acc parallel loop present(in[0:n + 2], out[0:n])
    for (int i = 0; i < n; i++) {
#ifdef USE_CACHE
#pragma acc cache(in[i:3], out[i:1])
#endif
        if (!sparse || i % 64 == 0) {
            for (int s = 0; s < freq; s++) {
                if (!sparse || s % 64 == 0)
                    out[i] = 0.5f * out[i] + (in[i] + in[i + 1] + in[i + 2]) * STEP_WEIGHT(s);
            }
        }
    }
}

/* A launch of the same size whose iterations do nothing but a read: its time
 * is the launch cost included in every configuration's time. */
static void launch_floor(int n, float *out)
{
#pragma acc parallel loop present(out[0:n])
    for (int i = 0; i < n; i++)
        if (out[i] < -1.0f) /* never: the values are not negative */
            out[i] = 0.0f;
}

static void reset(int n, float *out)
{
#pragma acc parallel loop present(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = (float)(i % 8);
}

int main(int argc, char **argv)
{
    int sizes[2];
    sizes[0] = (int)arg_long(argc, argv, 1, 4096, USAGE);
    sizes[1] = (int)arg_long(argc, argv, 2, 131072, USAGE);
    int maxfreq = (int)arg_long(argc, argv, 3, 4096, USAGE);
    int launches = (int)arg_long(argc, argv, 4, 10, USAGE);
    int trials = (int)arg_long(argc, argv, 5, 3, USAGE);
    if (sizes[0] < 1 || sizes[1] < 1 || maxfreq < 4 || launches < 1 || trials < 1) {
        fprintf(stderr, "usage: %s\n", USAGE);
        return 2;
    }
    int nmax = sizes[0] > sizes[1] ? sizes[0] : sizes[1];
    float *in = malloc((nmax + 2) * sizeof(float)), *out = malloc(nmax * sizeof(float));
    float *ref = malloc(nmax * sizeof(float));
    if (!in || !out || !ref) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    /* Inputs are multiples of 1/16 below 4: sums stay exact in float. */
    for (int i = 0; i < nmax + 2; i++)
        in[i] = (float)(hash32(i) % 64) * 0.0625f;
    printf("BENCH writepolicy dense/sparse, %d and %d parallel iterations, write frequency 4..%d, "
           "%d launches per trial%s\n",
           sizes[0], sizes[1], maxfreq, launches,
#ifdef USE_CACHE
           ", cache directive"
#else
           ", no cache directive"
#endif
    );
    warm_up();

    long bad = 0, checked = 0;
    double worst = 0.0, check = 0.0;
#pragma acc data copyin(in[0:nmax + 2]) create(out[0:nmax])
    {
        for (int sz = 0; sz < 2; sz++) {
            char label[64];
            snprintf(label, sizeof label, "launch-n%d", sizes[sz]);
            reset(sizes[sz], out);
            for (int t = 0; t < trials; t++) {
                double t0 = now_ms();
                for (int l = 0; l < launches; l++)
                    launch_floor(sizes[sz], out);
#pragma acc wait
                print_time(now_ms() - t0, label);
            }
        }
        for (int sparse = 0; sparse <= 1; sparse++)
            for (int sz = 0; sz < 2; sz++)
                for (int freq = 4; freq <= maxfreq; freq *= 4) {
                    int n = sizes[sz];
                    char label[64];
                    snprintf(label, sizeof label, "%s-n%d-f%d", sparse ? "sparse" : "dense", n,
                             freq);
                    reset(n, out);
                    for (int t = 0; t < trials; t++) {
                        double t0 = now_ms();
                        for (int l = 0; l < launches; l++)
                            work(n, freq, sparse, in, out);
#pragma acc wait
                        print_time(now_ms() - t0, label);
                    }
                    /* One launch from the known state, checked on the CPU. */
                    reset(n, out);
                    work(n, freq, sparse, in, out);
    #pragma acc update self(out[0:n])
                    for (int i = 0; i < n; i++) {
                        float v = (float)(i % 8);
                        if (!sparse || i % 64 == 0)
                            for (int s = 0; s < freq; s++)
                                if (!sparse || s % 64 == 0)
                                    v = 0.5f * v + (in[i] + in[i + 1] + in[i + 2]) * STEP_WEIGHT(s);
                        double e = rel_err(out[i], v, 1.0);
                        worst = e > worst ? e : worst;
                        bad += e > 1e-6;
                        checked++;
                        check += out[i] * check_weight(i + (size_t)freq * 7 + (size_t)sparse * 13);
                    }
                }
    }
    print_check(check);
    int rc = verdict(bad, checked, worst, 1e-6, "every output of one launch per configuration");
    free(in);
    free(out);
    free(ref);
    return rc;
}
