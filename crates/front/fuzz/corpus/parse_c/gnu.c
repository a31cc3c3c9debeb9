struct __attribute__((packed)) s { int a : 3; union { int i; float f; }; char tail[]; };
extern int f(int) __asm__("f_impl") __attribute__((nothrow));
__extension__ typedef __int128 i128;
int g(int n) {
    __label__ out;
    int r = ({ int t = n; t * 2; }) ?: 1;
    static void *tab[] = { &&out };
    switch (n) { case 1 ... 3: r++; break; default: goto *tab[0]; }
out:
    __asm__ __volatile__ ("" : "+r"(r) : : "memory");
    return r + __builtin_offsetof(struct s, tail[1]) + _Generic(r, int: 1, default: 0);
}
