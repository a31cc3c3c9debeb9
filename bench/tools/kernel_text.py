#!/usr/bin/env python3
"""Take the CUDA kernels out of a host file that `accc --emit-dir` wrote, or put edited ones back,
to try a change to the generated code before building it into the compiler.

  kernel_text.py extract HOST.c OUT.cu
  kernel_text.py inject HOST.c IN.cu OUT_HOST.c

The kernels are the string literal initialising `__accc_program`. Build the host file without
nvcc (ACCC_NVCC unset), so that no image is embedded and NVRTC compiles the edited text at the
first launch: `gcc -O3 -fopenmp OUT_HOST.c libaccrt.a -lpthread -ldl -lm`."""
import sys, re, ast
def find(src):
    i = src.index('__accc_program')
    i = src.index('=', i) + 1
    j = src.index(';\n', i)
    return i, j
cmd = sys.argv[1]
src = open(sys.argv[2]).read()
i, j = find(src)
if cmd == 'extract':
    lits = re.findall(r'"((?:[^"\\]|\\.)*)"', src[i:j])
    text = ''.join(ast.literal_eval('"' + l + '"') for l in lits)
    open(sys.argv[3], 'w').write(text)
else:
    text = open(sys.argv[3]).read()
    out = []
    for line in text.splitlines(True):
        out.append('"' + line.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"\n')
    open(sys.argv[4], 'w').write(src[:i] + '\n' + ''.join(out) + src[j:])
