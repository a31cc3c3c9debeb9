int a = ;
struct { int x #pragma acc loop
; } s;
void f(void) { if (x { return 1 }
unsigend int y;
