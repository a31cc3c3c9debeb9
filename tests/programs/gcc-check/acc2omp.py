#!/usr/bin/env python3
"""Turn simple OpenACC constructs into OpenMP, for a parallel cross-check of the corpus with GCC.
parallel loop / kernels loop -> omp parallel for; parallel region -> omp parallel whose
top-level acc loops become omp for (nested ones dropped; regions with num_gangs(1) are left
alone); atomic -> omp atomic.  Clauses other than reduction/private/firstprivate/collapse are
dropped.  A heuristic for this corpus, not a translator: usage  acc2omp.py prog.c > out.c"""
import re, sys, os
path = sys.argv[1]
src = open(path).read()
# Programs whose parallel regions must not become omp parallel regions (a gang routine
# called from gang-redundant code has no OpenMP equivalent here).
NOREGION = {"routine_levels"}
noregion = os.path.basename(path)[:-2] in NOREGION
KEEP = ("reduction", "private", "firstprivate", "collapse")
def clauses(s):
    out, i = [], 0
    while i < len(s):
        m = re.match(r'\s*,?\s*([A-Za-z_]+)', s[i:])
        if not m: break
        name = m.group(1); i += m.end()
        arg = ""
        if i < len(s) and s[i] == '(':
            depth, j = 0, i
            while j < len(s):
                if s[j] == '(': depth += 1
                elif s[j] == ')':
                    depth -= 1
                    if depth == 0: break
                j += 1
            arg = s[i:j+1]; i = j + 1
        out.append((name, arg))
    return out
def keep(s, names):
    return " ".join(n + a for n, a in clauses(s.split("//")[0]) if n in names)
lines, depth, regions = [], 0, []   # regions: inner brace depth of open omp parallel regions
for line in src.split("\n"):
    code = line.split("//")[0]
    m = re.match(r'(\s*)#pragma acc (parallel|kernels) loop\b(.*)$', line)
    m2 = re.match(r'(\s*)#pragma acc parallel\b(?! loop)(.*)$', line)
    m3 = re.match(r'(\s*)#pragma acc loop\b(.*)$', line)
    m4 = re.match(r'(\s*)#pragma acc atomic\b(.*)$', line)
    if m:
        line = m.group(1) + "#pragma omp parallel for " + keep(m.group(3), KEEP)
    elif m2 and not noregion and "num_gangs(1)" not in m2.group(2):
        line = m2.group(1) + "#pragma omp parallel " + keep(m2.group(2), ("private", "firstprivate", "reduction"))
        regions.append(depth + 1)
    elif m3 and regions and depth == regions[-1] and not re.search(r'\bseq\b', m3.group(2)):
        line = m3.group(1) + "#pragma omp for " + keep(m3.group(2), KEEP)
    elif m4:
        line = m4.group(1) + "#pragma omp atomic" + m4.group(2)
    elif not line.lstrip().startswith("#"):
        for ch in code:
            if ch == '{': depth += 1
            elif ch == '}':
                if regions and depth == regions[-1]: regions.pop()
                depth -= 1
    lines.append(line)
sys.stdout.write("\n".join(lines))
