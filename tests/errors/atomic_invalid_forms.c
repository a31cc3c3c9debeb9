// Statements that no form of `atomic` allows (OpenACC 3.3 §2.12): an operator outside
// `+ * - / & ^ | << >>`, a capture whose read and update name different objects, `v = x = e`
// (only a block writes: `{ v = x; x = e; }`), a write then a read, and an aggregate.
struct pair {
    int a, b;
};

int main(void)
{
    int x = 0, y = 0, v = 0;
    struct pair s = {1, 2}, t = {3, 4};
#pragma acc parallel loop copy(x, y, v, s, t)
    for (int i = 0; i < 10; i++) {
#pragma acc atomic update
        x = x && i; // expect-error: invalid statement
#pragma acc atomic capture
        { v = y; x += 1; } // expect-error: invalid statement
#pragma acc atomic capture
        v = x = 5; // expect-error: invalid statement
#pragma acc atomic capture
        { x = 5; v = x; } // expect-error: invalid statement
#pragma acc atomic write
        s = t; // expect-error: scalar type
    }
    return x + y + v + s.a;
}
