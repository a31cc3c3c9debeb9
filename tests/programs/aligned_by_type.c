/* A member aligned as a type (`_Alignas(size_t)`, a typedef from <stddef.h>): the device
 * program must write the alignment of that type, so that the kernel's layout of the
 * struct is the host's. */
#include <stdio.h>
#include <stddef.h>

struct tagged {
    char tag;
    _Alignas(size_t) char c;
    _Alignas(double) short s;
    int v;
};

int main(void)
{
    struct tagged a[4];
    for (int i = 0; i < 4; i++) {
        a[i].tag = 'a';
        a[i].c = (char)i;
        a[i].s = (short)(100 + i);
        a[i].v = i;
    }
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 4; i++)
        a[i].v = a[i].c * 10 + a[i].s + (int)sizeof(struct tagged);
    printf("size %d: %d %d %d %d, tags %c%c\n", (int)sizeof(struct tagged), a[0].v, a[1].v,
           a[2].v, a[3].v, a[0].tag, a[3].tag);
    return 0;
}
