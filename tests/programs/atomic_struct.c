// atomic update on struct members and on 2-D array elements: a 2-D histogram
// filled from a collapse(2) loop, plus running totals kept in a struct.
#include <stdio.h>

#define W 120
#define H 90
#define B 8

typedef struct {
    long count;
    double weight;
    int maxv;
} stats;

int main(void)
{
    static int img[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y][x] = (x * x + 3 * y * y + x * y) % 64;

    int hist[B][B] = {{0}};
    stats st = {0, 0.0, 0};

#pragma acc parallel loop collapse(2) copyin(img) copy(hist, st)
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int v = img[y][x];
#pragma acc atomic update
            hist[v / 8][(x + y) % B] += 1;
#pragma acc atomic update
            st.count++;
#pragma acc atomic update
            st.weight += 0.25 * v;
        }

    int ref[B][B] = {{0}};
    double wref = 0.0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            ref[img[y][x] / 8][(x + y) % B]++;
            wref += 0.25 * img[y][x];
        }
    int ok = st.count == W * H && st.weight == wref;
    for (int i = 0; i < B; i++) {
        for (int j = 0; j < B; j++) {
            printf("%4d", hist[i][j]);
            if (hist[i][j] != ref[i][j])
                ok = 0;
        }
        printf("\n");
    }
    printf("count=%ld weight=%.2f %s\n", st.count, st.weight, ok ? "PASS" : "FAIL");
    return 0;
}
