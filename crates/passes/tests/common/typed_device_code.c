typedef struct point { float x, y; } point;
struct box { int n; };
struct cast_only { int k; };
struct in_list { char c[3]; };
enum colour { RED, GREEN };
enum { COUNT = 8, HOST_ONLY = 3 };
typedef struct { double w; } weight;

#pragma acc routine seq
float norm(const point *p) { return p->x * p->x + p->y * p->y; }

void f(point *pts, struct box *b, enum colour *c, float *out, weight *host) {
    host[0].w = HOST_ONLY;
    #pragma acc parallel loop copyin(pts[0:COUNT], b[0:1], c[0:COUNT]) copyout(out[0:COUNT])
    for (int i = 0; i < COUNT; i++) {
        int sizes[1] = { (int)sizeof(struct in_list) };
        out[i] = norm(&pts[i]) + b->n + (c[i] == GREEN)
                 + ((struct cast_only *)0 == 0) + sizeof(enum colour) + sizes[0];
    }
}
