// No branch leaves or enters a compute construct, and no setjmp/longjmp stands in one;
// a `goto` to a label of the same construct, and `break`/`continue` of its own loops,
// stay allowed.
#include <setjmp.h>

jmp_buf env;

int main(void)
{
    int a[10] = {0};
    int n = 0;
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 10; i++) {
        if (a[i] == 3)
            return 1; // expect-error: `return` cannot leave a compute construct
        a[i]++;
    }
    for (int k = 0; k < 2; k++) {
#pragma acc serial copy(a)
        {
            if (a[0])
                goto out; // expect-error: `goto` cannot leave a compute construct
            if (a[1])
                break; // expect-error: `break` cannot leave a compute construct
            if (a[2])
                continue; // expect-error: `continue` cannot leave a compute construct
            for (int j = 0; j < 3; j++) {
                if (j == 1)
                    continue;
                if (j == 2)
                    break;
            }
            switch (a[3]) {
            case 1:
                break;
            }
        again:
            a[2]--;
            if (a[2] > 0)
                goto again;
            if (a[5])
                longjmp(env, 1); // expect-error: `longjmp` cannot be called
            if (setjmp(env)) // expect-error: `setjmp` cannot be called
                a[6] = 0;
        }
        if (n)
            goto again; // expect-error: cannot jump into a compute construct
    }
out:
    return a[0];
}
