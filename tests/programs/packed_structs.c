// Structs whose layout is not the natural one, in arrays the regions read and
// write in place: the device must lay them out as the host does, or every
// member after the first moves. A packed struct, `#pragma pack(push, 2)`,
// `_Alignas` and `aligned` members, a union, and a struct holding all of them.
#include <stdio.h>
#include <stddef.h>

#define N 1000

struct __attribute__((packed)) sample {
    char kind;
    int count;
    short flags;
    double weight;
};

#pragma pack(push, 2)
typedef struct {
    char tag;
    double value;
    int index;
} reading;
#pragma pack(pop)

struct aligned_pair {
    char c;
    _Alignas(16) float f;
    int k __attribute__((aligned(8)));
};

union word {
    int i;
    float f;
    unsigned char bytes[6];
};

struct record {
    char head;
    struct sample s;
    union word w;
    struct aligned_pair a;
    reading r;
};

int main(void)
{
    static struct sample s[N];
    static struct record rec[N];
    for (int i = 0; i < N; i++) {
        s[i].kind = (char)(i % 7);
        s[i].count = i * 3;
        s[i].flags = (short)(i % 100);
        s[i].weight = 0.5 * i;
        rec[i].head = (char)(i % 5);
        rec[i].s = s[i];
        rec[i].w.i = i;
        rec[i].a.c = 1;
        rec[i].a.f = 0.25f * i;
        rec[i].a.k = i % 11;
        rec[i].r.tag = (char)(i % 3);
        rec[i].r.value = 2.0 * i;
        rec[i].r.index = N - i;
    }

#pragma acc parallel loop copy(s[0:N])
    for (int i = 0; i < N; i++) {
        s[i].count += s[i].kind;
        s[i].flags = (short)(s[i].flags * 2);
        s[i].weight += s[i].count;
    }

#pragma acc parallel loop copy(rec[0:N])
    for (int i = 0; i < N; i++) {
        rec[i].s.count += rec[i].head;
        rec[i].s.weight *= 2.0;
        rec[i].w.i += rec[i].a.k;
        rec[i].a.f += (float)rec[i].r.tag;
        rec[i].r.value += rec[i].r.index + rec[i].s.flags;
        rec[i].r.index = -rec[i].r.index;
    }

    long counts = 0, flags = 0, words = 0, indices = 0;
    double weights = 0.0, fs = 0.0, values = 0.0;
    for (int i = 0; i < N; i++) {
        counts += s[i].count + rec[i].s.count;
        flags += s[i].flags + rec[i].s.kind;
        weights += s[i].weight + rec[i].s.weight;
        words += rec[i].w.i + rec[i].a.c;
        fs += rec[i].a.f;
        values += rec[i].r.value;
        indices += rec[i].r.index + rec[i].head + rec[i].r.tag;
    }
    printf("sizes: sample %zu reading %zu aligned_pair %zu word %zu record %zu\n",
           sizeof(struct sample), sizeof(reading), sizeof(struct aligned_pair),
           sizeof(union word), sizeof(struct record));
    printf("offsets: weight %zu value %zu f %zu r %zu\n", offsetof(struct sample, weight),
           offsetof(reading, value), offsetof(struct aligned_pair, f),
           offsetof(struct record, r));
    printf("counts=%ld flags=%ld weights=%.1f\n", counts, flags, weights);
    printf("words=%ld fs=%.2f values=%.1f indices=%ld\n", words, fs, values, indices);
    return 0;
}
