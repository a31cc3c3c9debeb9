// A plain C syntax error: the parenthesis is never closed.
int main(void)
{
    int x = 3;
    int y = (x + 1; // expect-error: expected
    return y;
}
