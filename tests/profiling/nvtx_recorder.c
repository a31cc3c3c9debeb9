/* A stand-in for `libnvToolsExt.so.1` (the NVTX library that Nsight Systems injects
   into): the two entry points the runtime's ACC_NVTX=1 calls, recording each range on
   standard error as `nvtx: push NAME` / `nvtx: pop` with the nesting depth, so that the
   profiling test can check what an NVIDIA tool would be shown (the names, the order, and
   that every range is closed). Built with `cc -shared -fPIC` by the test. */
#include <stdio.h>

static int depth;

int nvtxRangePushA(const char *message)
{
    fprintf(stderr, "nvtx: push %d %s\n", depth, message ? message : "(null)");
    return depth++;
}

int nvtxRangePop(void)
{
    if (depth == 0) {
        fprintf(stderr, "nvtx: pop without a range\n");
        return -1;
    }
    fprintf(stderr, "nvtx: pop %d\n", --depth);
    return depth;
}
