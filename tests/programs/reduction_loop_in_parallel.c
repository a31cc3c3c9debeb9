// Reductions on a loop directive nested in a parallel region.  The reduction
// variable is copied to the device by the parallel construct (copy clause)
// and the loop reduction combines all gangs' contributions into it.
// Every operator, on int, float and double.
#include <stdio.h>

#define N 3000

int main(void)
{
    static int ia[N];
    static float fa[N];
    static double da[N];
    for (int i = 0; i < N; i++) {
        ia[i] = (i * 31) % 97 - 48;
        fa[i] = (float)(i % 17) - 8.0f;
        da[i] = (double)(i % 23) * 0.5;
    }

    int isum = 0, iprod = 1, imax = -999, imin = 999, iand = ~0, ior = 0, ixor = 0, iland = 1, ilor = 0;
    float fsum = 0.0f, fprod = 1.0f, fmx = -1e30f, fmn = 1e30f, fland = 1.0f, flor = 0.0f;
    double dsum = 0.0, dprod = 1.0, dmx = -1e300, dmn = 1e300, dland = 1.0, dlor = 0.0;

#pragma acc parallel copyin(ia, fa, da) copy(isum, iprod, imax, imin, iand, ior, ixor, iland, ilor)
    {
#pragma acc loop gang vector reduction(+:isum)
        for (int i = 0; i < N; i++) isum += ia[i];
#pragma acc loop gang reduction(*:iprod)
        for (int i = 0; i < 20; i++) iprod *= (i % 4 == 1) ? -2 : 1;
#pragma acc loop gang reduction(max:imax)
        for (int i = 0; i < N; i++) imax = ia[i] > imax ? ia[i] : imax;
#pragma acc loop gang reduction(min:imin)
        for (int i = 0; i < N; i++) imin = ia[i] < imin ? ia[i] : imin;
#pragma acc loop gang reduction(&:iand)
        for (int i = 0; i < N; i++) iand &= ia[i] | 0x7ffffff0;
#pragma acc loop gang reduction(|:ior)
        for (int i = 0; i < N; i++) ior |= ia[i] & 0xff;
#pragma acc loop gang reduction(^:ixor)
        for (int i = 0; i < N; i++) ixor ^= ia[i] + 1000;
#pragma acc loop gang reduction(&&:iland)
        for (int i = 0; i < N; i++) iland = iland && (ia[i] > -49);
#pragma acc loop gang reduction(||:ilor)
        for (int i = 0; i < N; i++) ilor = ilor || (ia[i] == 0);
    }

#pragma acc parallel copyin(fa) copy(fsum, fprod, fmx, fmn, fland, flor)
    {
#pragma acc loop gang reduction(+:fsum)
        for (int i = 0; i < N; i++) fsum += fa[i];
#pragma acc loop gang reduction(*:fprod)
        for (int i = 0; i < 40; i++) fprod *= (i % 8 == 0) ? 4.0f : 1.0f;
#pragma acc loop gang reduction(max:fmx)
        for (int i = 0; i < N; i++) fmx = fa[i] > fmx ? fa[i] : fmx;
#pragma acc loop gang reduction(min:fmn)
        for (int i = 0; i < N; i++) fmn = fa[i] < fmn ? fa[i] : fmn;
#pragma acc loop gang reduction(&&:fland)
        for (int i = 0; i < N; i++) fland = fland && fa[i];
#pragma acc loop gang reduction(||:flor)
        for (int i = 0; i < N; i++) flor = flor || (fa[i] > 7.5f);
    }

#pragma acc parallel copyin(da) copy(dsum, dprod, dmx, dmn, dland, dlor)
    {
#pragma acc loop gang worker vector reduction(+:dsum)
        for (int i = 0; i < N; i++) dsum += da[i];
#pragma acc loop gang reduction(*:dprod)
        for (int i = 0; i < 30; i++) dprod *= (i % 3 == 0) ? 0.5 : 1.0;
#pragma acc loop gang reduction(max:dmx)
        for (int i = 0; i < N; i++) dmx = da[i] > dmx ? da[i] : dmx;
#pragma acc loop gang reduction(min:dmn)
        for (int i = 0; i < N; i++) dmn = da[i] < dmn ? da[i] : dmn;
#pragma acc loop gang reduction(&&:dland)
        for (int i = 0; i < N; i++) dland = dland && (da[i] < 11.5);
#pragma acc loop gang reduction(||:dlor)
        for (int i = 0; i < N; i++) dlor = dlor || (da[i] == 11.0);
    }

    printf("int:    + %d  * %d  max %d  min %d  & %#x  | %#x  ^ %d  && %d  || %d\n",
           isum, iprod, imax, imin, (unsigned)iand, (unsigned)ior, ixor, iland, ilor);
    printf("float:  + %.1f  * %.1f  max %.1f  min %.1f  && %.0f  || %.0f\n",
           fsum, fprod, fmx, fmn, fland, flor);
    printf("double: + %.1f  * %.6e  max %.1f  min %.1f  && %.0f  || %.0f\n",
           dsum, dprod, dmx, dmn, dland, dlor);
    return 0;
}
