// A comment that is never closed; the error points at where it starts.
int main(void)
{
    int x = 0;
    /* this comment runs to the end of the file // expect-error: unterminated
    return x;
}
