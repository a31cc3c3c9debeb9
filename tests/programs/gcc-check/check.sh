#!/usr/bin/env bash
# Cross-checks programs of tests/programs with GCC, independently of accc:
#   plain : gcc -O2 -w            (directives ignored; acc_* from libgomp)
#   acc   : gcc -O2 -fopenacc     (GCC's OpenACC, host fallback: checks the directives parse)
#   omp   : gcc -O2 -fopenmp      after acc2omp.py, run on 4 threads (checks for races)
# Each output must equal NAME.expected.  Usage: tests/programs/gcc-check/check.sh [NAME.c...]
# Known: device_type.c and data_modifiers.c do not build with GCC 12 -fopenacc (no device_type
# clause, no readonly:/zero: modifiers).
set -u
here=$(cd "$(dirname "$0")" && pwd)
progs=$(dirname "$here")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
[ $# -gt 0 ] || set -- "$progs"/*.c
status=0
for f in "$@"; do
    n=$(basename "$f" .c)
    exp="$progs/$n.expected"
    line=""
    check() { # name, exe
        if [ -x "$2" ] && OMP_NUM_THREADS=4 timeout 20 "$2" >"$out/$n.$1.out" 2>/dev/null \
            && cmp -s "$out/$n.$1.out" "$exp"; then line="$line $1:ok"; else line="$line $1:FAIL"; status=1; fi
    }
    gcc -O2 -w "$f" -lm -lgomp -o "$out/$n.plain" 2>/dev/null; check plain "$out/$n.plain"
    gcc -O2 -w -fopenacc "$f" -lm -o "$out/$n.acc" 2>/dev/null; check acc "$out/$n.acc"
    python3 "$here/acc2omp.py" "$f" >"$out/$n.omp.c"
    if grep -q "pragma omp" "$out/$n.omp.c"; then
        gcc -O2 -w -fopenmp "$out/$n.omp.c" -lm -o "$out/$n.omp" 2>/dev/null; check omp "$out/$n.omp"
    else
        line="$line omp:-"
    fi
    printf "%-30s%s\n" "$n" "$line"
done
exit $status
