1// Every form of `atomic update` and `atomic capture` (OpenACC 3.3 §2.12) with every
// operator (+ * - / & ^ | << >>), the increments and decrements, and the capture that
// writes (`{ v = x; x = e; }`). Each object gets the same change in every iteration, so
// its final value does not depend on the order; the values a capture hands out are the
// same set in any order, so their sum is fixed too. `<<` works on an `unsigned char`
// (its values wrap to 0 and start again), the others on `int`.

#define N 16
#define FORMS 12

int main(void)
{
    int add_x[FORMS], add_v[FORMS][N];
    int sub_x[FORMS], sub_v[FORMS][N];
    int mul_x[FORMS], mul_v[FORMS][N];
    int div_x[FORMS], div_v[FORMS][N];
    int and_x[FORMS], and_v[FORMS][N];
    int xor_x[FORMS], xor_v[FORMS][N];
    int or_x[FORMS], or_v[FORMS][N];
    unsigned char shl_x[FORMS], shl_v[FORMS][N];
    int shr_x[FORMS], shr_v[FORMS][N];
    int step_x[14], step_v[14][N];
    int swap_x[2], swap_v[2][N];
    for (int f = 0; f < FORMS; f++) {
        add_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        sub_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        mul_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        div_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 7 : 1 << 20;
        and_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 0xffff : 0xffff;
        xor_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        or_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1;
        shl_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 0 : 1;
        shr_x[f] = f == 2 || f == 5 || f == 9 || f == 11 ? 1 : 1 << 20;
    }
    for (int f = 0; f < 14; f++)
        step_x[f] = 10 * f;
    swap_x[0] = swap_x[1] = -1;

#pragma acc parallel loop copy(add_x, sub_x, mul_x, div_x, and_x, xor_x, or_x, shl_x, shr_x, step_x, swap_x) \
    copyout(add_v, sub_v, mul_v, div_v, and_v, xor_v, or_v, shl_v, shr_v, step_v, swap_v)
    for (int i = 0; i < N; i++) {
        // +
#pragma acc atomic update
        add_x[0] += 3;
#pragma acc atomic update
        add_x[1] = add_x[1] + 3;
#pragma acc atomic update
        add_x[2] = 3 + add_x[2];
#pragma acc atomic capture
        add_v[3][i] = add_x[3] += 3;
#pragma acc atomic capture
        add_v[4][i] = add_x[4] = add_x[4] + 3;
#pragma acc atomic capture
        add_v[5][i] = add_x[5] = 3 + add_x[5];
#pragma acc atomic capture
        { add_v[6][i] = add_x[6]; add_x[6] += 3; }
#pragma acc atomic capture
        { add_x[7] += 3; add_v[7][i] = add_x[7]; }
#pragma acc atomic capture
        { add_v[8][i] = add_x[8]; add_x[8] = add_x[8] + 3; }
#pragma acc atomic capture
        { add_v[9][i] = add_x[9]; add_x[9] = 3 + add_x[9]; }
#pragma acc atomic capture
        { add_x[10] = add_x[10] + 3; add_v[10][i] = add_x[10]; }
#pragma acc atomic capture
        { add_x[11] = 3 + add_x[11]; add_v[11][i] = add_x[11]; }
        // -
#pragma acc atomic update
        sub_x[0] -= 2;
#pragma acc atomic update
        sub_x[1] = sub_x[1] - 2;
#pragma acc atomic update
        sub_x[2] = 100 - sub_x[2];
#pragma acc atomic capture
        sub_v[3][i] = sub_x[3] -= 2;
#pragma acc atomic capture
        sub_v[4][i] = sub_x[4] = sub_x[4] - 2;
#pragma acc atomic capture
        sub_v[5][i] = sub_x[5] = 100 - sub_x[5];
#pragma acc atomic capture
        { sub_v[6][i] = sub_x[6]; sub_x[6] -= 2; }
#pragma acc atomic capture
        { sub_x[7] -= 2; sub_v[7][i] = sub_x[7]; }
#pragma acc atomic capture
        { sub_v[8][i] = sub_x[8]; sub_x[8] = sub_x[8] - 2; }
#pragma acc atomic capture
        { sub_v[9][i] = sub_x[9]; sub_x[9] = 100 - sub_x[9]; }
#pragma acc atomic capture
        { sub_x[10] = sub_x[10] - 2; sub_v[10][i] = sub_x[10]; }
#pragma acc atomic capture
        { sub_x[11] = 100 - sub_x[11]; sub_v[11][i] = sub_x[11]; }
        // *
#pragma acc atomic update
        mul_x[0] *= 2;
#pragma acc atomic update
        mul_x[1] = mul_x[1] * 2;
#pragma acc atomic update
        mul_x[2] = -2 * mul_x[2];
#pragma acc atomic capture
        mul_v[3][i] = mul_x[3] *= 2;
#pragma acc atomic capture
        mul_v[4][i] = mul_x[4] = mul_x[4] * 2;
#pragma acc atomic capture
        mul_v[5][i] = mul_x[5] = -2 * mul_x[5];
#pragma acc atomic capture
        { mul_v[6][i] = mul_x[6]; mul_x[6] *= 2; }
#pragma acc atomic capture
        { mul_x[7] *= 2; mul_v[7][i] = mul_x[7]; }
#pragma acc atomic capture
        { mul_v[8][i] = mul_x[8]; mul_x[8] = mul_x[8] * 2; }
#pragma acc atomic capture
        { mul_v[9][i] = mul_x[9]; mul_x[9] = -2 * mul_x[9]; }
#pragma acc atomic capture
        { mul_x[10] = mul_x[10] * 2; mul_v[10][i] = mul_x[10]; }
#pragma acc atomic capture
        { mul_x[11] = -2 * mul_x[11]; mul_v[11][i] = mul_x[11]; }
        // /
#pragma acc atomic update
        div_x[0] /= 2;
#pragma acc atomic update
        div_x[1] = div_x[1] / 2;
#pragma acc atomic update
        div_x[2] = 1000 / div_x[2];
#pragma acc atomic capture
        div_v[3][i] = div_x[3] /= 2;
#pragma acc atomic capture
        div_v[4][i] = div_x[4] = div_x[4] / 2;
#pragma acc atomic capture
        div_v[5][i] = div_x[5] = 1000 / div_x[5];
#pragma acc atomic capture
        { div_v[6][i] = div_x[6]; div_x[6] /= 2; }
#pragma acc atomic capture
        { div_x[7] /= 2; div_v[7][i] = div_x[7]; }
#pragma acc atomic capture
        { div_v[8][i] = div_x[8]; div_x[8] = div_x[8] / 2; }
#pragma acc atomic capture
        { div_v[9][i] = div_x[9]; div_x[9] = 1000 / div_x[9]; }
#pragma acc atomic capture
        { div_x[10] = div_x[10] / 2; div_v[10][i] = div_x[10]; }
#pragma acc atomic capture
        { div_x[11] = 1000 / div_x[11]; div_v[11][i] = div_x[11]; }
        // &
#pragma acc atomic update
        and_x[0] &= 0x7ffe;
#pragma acc atomic update
        and_x[1] = and_x[1] & 0x7ffe;
#pragma acc atomic update
        and_x[2] = 0x7ffe & and_x[2];
#pragma acc atomic capture
        and_v[3][i] = and_x[3] &= 0x7ffe;
#pragma acc atomic capture
        and_v[4][i] = and_x[4] = and_x[4] & 0x7ffe;
#pragma acc atomic capture
        and_v[5][i] = and_x[5] = 0x7ffe & and_x[5];
#pragma acc atomic capture
        { and_v[6][i] = and_x[6]; and_x[6] &= 0x7ffe; }
#pragma acc atomic capture
        { and_x[7] &= 0x7ffe; and_v[7][i] = and_x[7]; }
#pragma acc atomic capture
        { and_v[8][i] = and_x[8]; and_x[8] = and_x[8] & 0x7ffe; }
#pragma acc atomic capture
        { and_v[9][i] = and_x[9]; and_x[9] = 0x7ffe & and_x[9]; }
#pragma acc atomic capture
        { and_x[10] = and_x[10] & 0x7ffe; and_v[10][i] = and_x[10]; }
#pragma acc atomic capture
        { and_x[11] = 0x7ffe & and_x[11]; and_v[11][i] = and_x[11]; }
        // ^
#pragma acc atomic update
        xor_x[0] ^= 5;
#pragma acc atomic update
        xor_x[1] = xor_x[1] ^ 5;
#pragma acc atomic update
        xor_x[2] = 5 ^ xor_x[2];
#pragma acc atomic capture
        xor_v[3][i] = xor_x[3] ^= 5;
#pragma acc atomic capture
        xor_v[4][i] = xor_x[4] = xor_x[4] ^ 5;
#pragma acc atomic capture
        xor_v[5][i] = xor_x[5] = 5 ^ xor_x[5];
#pragma acc atomic capture
        { xor_v[6][i] = xor_x[6]; xor_x[6] ^= 5; }
#pragma acc atomic capture
        { xor_x[7] ^= 5; xor_v[7][i] = xor_x[7]; }
#pragma acc atomic capture
        { xor_v[8][i] = xor_x[8]; xor_x[8] = xor_x[8] ^ 5; }
#pragma acc atomic capture
        { xor_v[9][i] = xor_x[9]; xor_x[9] = 5 ^ xor_x[9]; }
#pragma acc atomic capture
        { xor_x[10] = xor_x[10] ^ 5; xor_v[10][i] = xor_x[10]; }
#pragma acc atomic capture
        { xor_x[11] = 5 ^ xor_x[11]; xor_v[11][i] = xor_x[11]; }
        // |
#pragma acc atomic update
        or_x[0] |= 8;
#pragma acc atomic update
        or_x[1] = or_x[1] | 8;
#pragma acc atomic update
        or_x[2] = 8 | or_x[2];
#pragma acc atomic capture
        or_v[3][i] = or_x[3] |= 8;
#pragma acc atomic capture
        or_v[4][i] = or_x[4] = or_x[4] | 8;
#pragma acc atomic capture
        or_v[5][i] = or_x[5] = 8 | or_x[5];
#pragma acc atomic capture
        { or_v[6][i] = or_x[6]; or_x[6] |= 8; }
#pragma acc atomic capture
        { or_x[7] |= 8; or_v[7][i] = or_x[7]; }
#pragma acc atomic capture
        { or_v[8][i] = or_x[8]; or_x[8] = or_x[8] | 8; }
#pragma acc atomic capture
        { or_v[9][i] = or_x[9]; or_x[9] = 8 | or_x[9]; }
#pragma acc atomic capture
        { or_x[10] = or_x[10] | 8; or_v[10][i] = or_x[10]; }
#pragma acc atomic capture
        { or_x[11] = 8 | or_x[11]; or_v[11][i] = or_x[11]; }
        // <<
#pragma acc atomic update
        shl_x[0] <<= 1;
#pragma acc atomic update
        shl_x[1] = shl_x[1] << 1;
#pragma acc atomic update
        shl_x[2] = 1 << shl_x[2];
#pragma acc atomic capture
        shl_v[3][i] = shl_x[3] <<= 1;
#pragma acc atomic capture
        shl_v[4][i] = shl_x[4] = shl_x[4] << 1;
#pragma acc atomic capture
        shl_v[5][i] = shl_x[5] = 1 << shl_x[5];
#pragma acc atomic capture
        { shl_v[6][i] = shl_x[6]; shl_x[6] <<= 1; }
#pragma acc atomic capture
        { shl_x[7] <<= 1; shl_v[7][i] = shl_x[7]; }
#pragma acc atomic capture
        { shl_v[8][i] = shl_x[8]; shl_x[8] = shl_x[8] << 1; }
#pragma acc atomic capture
        { shl_v[9][i] = shl_x[9]; shl_x[9] = 1 << shl_x[9]; }
#pragma acc atomic capture
        { shl_x[10] = shl_x[10] << 1; shl_v[10][i] = shl_x[10]; }
#pragma acc atomic capture
        { shl_x[11] = 1 << shl_x[11]; shl_v[11][i] = shl_x[11]; }
        // >>
#pragma acc atomic update
        shr_x[0] >>= 1;
#pragma acc atomic update
        shr_x[1] = shr_x[1] >> 1;
#pragma acc atomic update
        shr_x[2] = 5 >> shr_x[2];
#pragma acc atomic capture
        shr_v[3][i] = shr_x[3] >>= 1;
#pragma acc atomic capture
        shr_v[4][i] = shr_x[4] = shr_x[4] >> 1;
#pragma acc atomic capture
        shr_v[5][i] = shr_x[5] = 5 >> shr_x[5];
#pragma acc atomic capture
        { shr_v[6][i] = shr_x[6]; shr_x[6] >>= 1; }
#pragma acc atomic capture
        { shr_x[7] >>= 1; shr_v[7][i] = shr_x[7]; }
#pragma acc atomic capture
        { shr_v[8][i] = shr_x[8]; shr_x[8] = shr_x[8] >> 1; }
#pragma acc atomic capture
        { shr_v[9][i] = shr_x[9]; shr_x[9] = 5 >> shr_x[9]; }
#pragma acc atomic capture
        { shr_x[10] = shr_x[10] >> 1; shr_v[10][i] = shr_x[10]; }
#pragma acc atomic capture
        { shr_x[11] = 5 >> shr_x[11]; shr_v[11][i] = shr_x[11]; }
        // ++ and --
#pragma acc atomic update
        step_x[0]++;
#pragma acc atomic update
        ++step_x[1];
#pragma acc atomic update
        step_x[2]--;
#pragma acc atomic update
        --step_x[3];
#pragma acc atomic
        step_x[4]++;
#pragma acc atomic
        ++step_x[5];
#pragma acc atomic capture
        step_v[6][i] = step_x[6]++;
#pragma acc atomic capture
        step_v[7][i] = --step_x[7];
#pragma acc atomic capture
        step_v[8][i] = step_x[8]--;
#pragma acc atomic capture
        step_v[9][i] = ++step_x[9];
#pragma acc atomic capture
        { step_v[10][i] = step_x[10]; step_x[10]++; }
#pragma acc atomic capture
        { --step_x[11]; step_v[11][i] = step_x[11]; }
#pragma acc atomic capture
        { step_v[12][i] = step_x[12]; step_x[12]--; }
#pragma acc atomic capture
        { ++step_x[13]; step_v[13][i] = step_x[13]; }
        // a capture that writes: one iteration sees -1, the others the value written
#pragma acc atomic capture
        { swap_v[0][i] = swap_x[0]; swap_x[0] = 7; }
#pragma acc atomic capture
        { swap_v[1][i] = swap_x[1]; swap_x[1] = (int)(2.5 * 2); }
    }

    // Captures of forms that update alone (0 to 2) are not printed.
    printf("%-3s x:", "add");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)add_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += add_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "sub");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)sub_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += sub_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "mul");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)mul_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += mul_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "div");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)div_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += div_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "and");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)and_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += and_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "xor");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)xor_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += xor_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "or");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)or_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += or_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "shl");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)shl_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += shl_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("%-3s x:", "shr");
    for (int f = 0; f < FORMS; f++)
        printf(" %d", (int)shr_x[f]);
    printf("\n    sums:");
    for (int f = 3; f < FORMS; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += shr_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    printf("steps x:");
    for (int f = 0; f < 14; f++)
        printf(" %d", step_x[f]);
    printf("\n    sums:");
    for (int f = 6; f < 14; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += step_v[f][i];
        printf(" %lld", sum);
    }
    printf("\n");
    for (int f = 0; f < 2; f++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += swap_v[f][i];
        printf("swap x: %d sum: %lld\n", swap_x[f], sum);
    }
    return 0;
}
