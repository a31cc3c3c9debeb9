// Types without a tag in compute regions: a `typedef enum` (its array and its
// constants), an enumeration with a tag as a struct member, an anonymous struct
// variable (firstprivate), a typedef of an anonymous struct, and a struct with
// an anonymous union member.
#include <stdio.h>

#define N 300

typedef enum { RED, GREEN = 5, BLUE } color;

enum shape { CIRCLE = -1, SQUARE = 4, TRIANGLE = 3 };

typedef struct {
    enum shape shape;
    color paint;
    float size;
} item;

struct value {
    int is_float;
    union {
        int i;
        float f;
    };
};

int main(void)
{
    static color c[N];
    static item it[N];
    static struct value v[N];
    static int out[N];
    struct {
        int offset;
        float scale;
    } params = {7, 0.5f};
    for (int i = 0; i < N; i++) {
        c[i] = i % 3 == 0 ? RED : (i % 3 == 1 ? GREEN : BLUE);
        it[i].shape = i % 2 ? CIRCLE : SQUARE;
        it[i].paint = c[i];
        it[i].size = (float)(i % 10);
        v[i].is_float = i % 2;
        if (v[i].is_float)
            v[i].f = 1.5f * i;
        else
            v[i].i = i;
    }

#pragma acc parallel loop copyin(c[0:N]) copy(it[0:N], v[0:N]) copyout(out[0:N]) firstprivate(params)
    for (int i = 0; i < N; i++) {
        color k = c[i];
        enum shape s = it[i].shape;
        int w = (k == BLUE ? 100 : (int)k) + params.offset;
        if (s == CIRCLE)
            w += TRIANGLE;
        it[i].size = it[i].size * params.scale + (float)s;
        it[i].paint = k == RED ? GREEN : RED;
        if (v[i].is_float)
            v[i].f *= 2.0f;
        else
            v[i].i += w;
        out[i] = w;
    }

    long sum = 0, paints = 0, ints = 0;
    double sizes = 0.0, floats = 0.0;
    for (int i = 0; i < N; i++) {
        sum += out[i];
        paints += it[i].paint;
        sizes += it[i].size;
        if (v[i].is_float)
            floats += v[i].f;
        else
            ints += v[i].i;
    }
    printf("sizeof(color)=%zu sizeof(item)=%zu sizeof(struct value)=%zu\n", sizeof(color),
           sizeof(item), sizeof(struct value));
    printf("sum=%ld paints=%ld sizes=%.1f ints=%ld floats=%.1f\n", sum, paints, sizes, ints,
           floats);
    return 0;
}
