// Identifiers with non-ASCII letters (C99 extended characters; gcc writes them as
// universal character names when it preprocesses), in host code and in compute regions,
// and a UTF-8 byte-order mark at the start of the file.
#include <stdio.h>

struct région { int début, fin; };

#pragma acc routine seq
static int carré(int x) { return x * x; }

int main(void)
{
    int écart[100], nö = 100;
    struct région zone = {10, 90};
    long somme = 0;
#pragma acc parallel loop copyout(écart) firstprivate(nö, zone) reduction(+:somme)
    for (int ι = 0; ι < nö; ι++) {
        écart[ι] = carré(ι - zone.début);
        if (ι >= zone.début && ι < zone.fin) somme += écart[ι];
    }
    printf("%d %d %ld\n", écart[0], écart[99], somme);
    return 0;
}
