// Vector and worker reductions inside gang loops, in every grouping of lanes the device
// combines differently: a whole block of several warps (vector_length(128)), one warp
// (32), workers of 8 and 16 lanes (several groups in one warp), workers of 64 lanes (two
// warps each), workers whose lanes are not a power of two (48) and a block that is not
// whole warps (vector_length(40)); a worker-level reduction over 3 workers of 32 lanes; and
// the types a warp shuffle moves widened to int (char, unsigned char, short, _Bool) or as
// they are (long long, double). Every result is an integer or a sum of dyadic values, so
// it is exact in any order.
#include <stdio.h>

#define ROWS 37
#define COLS 1000

static int a[ROWS][COLS];

static long long checksum(const long long *v, int n)
{
    long long s = 0;
    for (int i = 0; i < n; i++) s += v[i] * (i % 7 + 1);
    return s;
}

int main(void)
{
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++) a[i][j] = (i * 7919 + j * 104729) % 1009 - 500;

    long long sum[ROWS], lmin[ROWS];
    double dsum[ROWS];
    int imax[ROWS];
    // A whole block of four warps.
#pragma acc parallel loop gang vector_length(128) copyin(a) copyout(sum, lmin, dsum, imax)
    for (int i = 0; i < ROWS; i++) {
        long long s = 1, m = 1000000;
        double d = 0.5;
        int x = -1000000;
#pragma acc loop vector reduction(+:s) reduction(min:m) reduction(+:d) reduction(max:x)
        for (int j = 0; j < COLS; j++) {
            s += a[i][j];
            m = a[i][j] * 3LL < m ? a[i][j] * 3LL : m;
            d += a[i][j] * 0.25;
            x = a[i][j] > x ? a[i][j] : x;
        }
        sum[i] = s;
        lmin[i] = m;
        dsum[i] = d;
        imax[i] = x;
    }
    double dtotal = 0;
    long long xs = 0;
    for (int i = 0; i < ROWS; i++) {
        dtotal += dsum[i];
        xs += imax[i] * (i + 1);
    }
    printf("block of 128: %lld %lld %.2f %lld\n", checksum(sum, ROWS), checksum(lmin, ROWS), dtotal, xs);

    // Narrow types and logical operators in one warp.
    signed char cmax[ROWS];
    unsigned char umin[ROWS];
    short ssum[ROWS];
    _Bool all[ROWS], any[ROWS];
#pragma acc parallel loop gang vector_length(32) copyin(a) copyout(cmax, umin, ssum, all, any)
    for (int i = 0; i < ROWS; i++) {
        signed char c = -128;
        unsigned char u = 255;
        short s = 0;
        _Bool al = 1, an = 0;
#pragma acc loop vector reduction(max:c) reduction(min:u) reduction(+:s) reduction(&&:al) reduction(||:an)
        for (int j = 0; j < COLS; j++) {
            signed char v = (signed char)(a[i][j] % 100);
            c = v > c ? v : c;
            unsigned char w = (unsigned char)((a[i][j] + 500) % 251);
            u = w < u ? w : u;
            s += (short)(a[i][j] % 7);
            al = al && a[i][j] > -500 + i;
            an = an || a[i][j] == 499 - i;
        }
        cmax[i] = c;
        umin[i] = u;
        ssum[i] = s;
        all[i] = al;
        any[i] = an;
    }
    long long narrow = 0;
    for (int i = 0; i < ROWS; i++) narrow += (cmax[i] * 3 + umin[i] * 5 + ssum[i] * 7 + all[i] * 11 + any[i] * 13) * (i + 1);
    printf("one warp, narrow types: %lld\n", narrow);

    // Workers of 16, 8, 64 and 48 lanes, each summing a part of its row.
    long long w16[ROWS], w8[ROWS], w64[ROWS], w48[ROWS];
#pragma acc parallel loop gang num_workers(8) vector_length(16) copyin(a) copyout(w16)
    for (int i = 0; i < ROWS; i++) {
        long long t = 0;
#pragma acc loop worker reduction(+:t)
        for (int p = 0; p < 10; p++) {
            long long s = 0;
            s = p;
#pragma acc loop vector reduction(+:s)
            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j] * (p + 1);
            t += s;
        }
        w16[i] = t;
    }
#pragma acc parallel loop gang num_workers(4) vector_length(8) copyin(a) copyout(w8)
    for (int i = 0; i < ROWS; i++) {
        long long t = 0;
#pragma acc loop worker reduction(+:t)
        for (int p = 0; p < 10; p++) {
            long long s = 0;
            s = p;
#pragma acc loop vector reduction(+:s)
            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j] * (p + 1);
            t += s;
        }
        w8[i] = t;
    }
#pragma acc parallel loop gang num_workers(2) vector_length(64) copyin(a) copyout(w64)
    for (int i = 0; i < ROWS; i++) {
        long long t = 0;
#pragma acc loop worker reduction(+:t)
        for (int p = 0; p < 10; p++) {
            long long s = 0;
            s = p;
#pragma acc loop vector reduction(+:s)
            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j] * (p + 1);
            t += s;
        }
        w64[i] = t;
    }
#pragma acc parallel loop gang num_workers(2) vector_length(48) copyin(a) copyout(w48)
    for (int i = 0; i < ROWS; i++) {
        long long t = 0;
#pragma acc loop worker reduction(+:t)
        for (int p = 0; p < 10; p++) {
            long long s = 0;
            s = p;
#pragma acc loop vector reduction(+:s)
            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j] * (p + 1);
            t += s;
        }
        w48[i] = t;
    }
    printf("workers of 16, 8, 64, 48 lanes: %lld %lld %lld %lld\n", checksum(w16, ROWS), checksum(w8, ROWS),
           checksum(w64, ROWS), checksum(w48, ROWS));

    // A worker-level reduction over three workers of a warp each, and a block of 40.
    long long wmax[ROWS], odd[ROWS];
#pragma acc parallel loop gang num_workers(3) vector_length(32) copyin(a) copyout(wmax)
    for (int i = 0; i < ROWS; i++) {
        long long m = -1;
#pragma acc loop worker reduction(max:m)
        for (int p = 0; p < 10; p++) {
            long long s = 0;
#pragma acc loop vector reduction(+:s)
            for (int j = p * 100; j < p * 100 + 100; j++) s += a[i][j];
            m = s > m ? s : m;
        }
        wmax[i] = m;
    }
#pragma acc parallel loop gang vector_length(40) copyin(a) copyout(odd)
    for (int i = 0; i < ROWS; i++) {
        long long s = 0;
#pragma acc loop vector reduction(+:s)
        for (int j = 0; j < COLS; j++) s += a[i][j] & 1;
        odd[i] = s;
    }
    printf("worker max, block of 40: %lld %lld\n", checksum(wmax, ROWS), checksum(odd, ROWS));
    return 0;
}
