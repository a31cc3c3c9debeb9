#!/usr/bin/env python3
"""grid_stride_blocks.py IN.cu OUT.cu K [kernel-name...]: rewrite each grid-stride loop of accc's
kernels into a main loop that runs K iterations per thread per step (unrolled, no exit test
between them, so that nvcc can issue all their loads first) and the one-at-a-time remainder.
An experiment (bench/results/archive/cache/h200-2026-11-22-memory-bound-kernels.md), not part of accc."""
import sys, re
src = open(sys.argv[1]).read(); K = int(sys.argv[3]); names = sys.argv[4:]
hdr = re.compile(r'for \(long __accc_it = (\(\(long\)blockIdx\.x \* blockDim\.x \+ threadIdx\.x\)); __accc_it < __accc_n; __accc_it \+= (\(\(long\)gridDim\.x \* blockDim\.x\))(.*?)\) \{\n')
out = []; pos = 0
for m in hdr.finditer(src):
    # which kernel are we in
    k = src.rfind('__global__ void ', 0, m.start()); kname = src[k+16:src.index('(', k)]
    if names and kname not in names: continue
    # matching brace
    i = m.end(); depth = 1
    while depth:
        c = src[i]
        if c == '{': depth += 1
        elif c == '}': depth -= 1
        i += 1
    body = src[m.end():i-1]
    adv = m.group(3)  # ", x1 += d1, ..." or ''
    advs = adv.lstrip(', ').replace(', ', '; ') + ';' if adv else ''
    new = (f'long __accc_it = {m.group(1)};\n'
           f'    while (__accc_it + {K-1} * {m.group(2)} < __accc_n) {{\n'
           f'#pragma unroll\n        for (int __accc_u = 0; __accc_u < {K}; __accc_u++) {{\n{body}\n        __accc_it += {m.group(2)}; {advs}\n        }}\n    }}\n'
           f'    for (; __accc_it < __accc_n; __accc_it += {m.group(2)}{adv}) {{\n{body}}}')
    out.append(src[pos:m.start()]); out.append(new); pos = i
out.append(src[pos:])
open(sys.argv[2], 'w').write(''.join(out))
