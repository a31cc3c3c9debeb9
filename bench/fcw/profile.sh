#!/usr/bin/env bash
# bench/fcw/profile.sh -- Nsight Compute profiles of the fcw benchmarks' kernels
# beside the plain OpenACC and hand-written CUDA kernels of the same program, THERE
# (the GPU machine; run build.sh here first and carry bench/fcw/out.tar.xz).
#
#   FCW_BENCH_TARBALL=bench/fcw/out.tar.xz bash bench/fcw/profile.sh
#   FCW_PROFILE="hotspot.fcw2 hotspot.cuda" bash bench/fcw/profile.sh
#
# Each binary (PROGRAM.VARIANT of build.sh) runs once at the benchmark's size with
# one trial under ncu, which profiles LAUNCHES kernel launches (default 2) after
# skipping the first SKIP (default 1: the warm-up region of the OpenACC programs);
# the hand-written binaries' own warm-up kernels are skipped the same way.  The
# sections are Speed of Light, Occupancy, Launch Statistics, Warp State Statistics
# and Instruction Statistics (duration, SM and DRAM throughput, executed
# instructions, achieved occupancy, registers), and the warps' stall reasons
# (warps stalled per issued instruction, by reason).
#
# Writes $OUT/profile-PROGRAM.VARIANT.csv (ncu --csv, one row per metric and
# launch) and $OUT/profile-summary.tsv (the few figures the notes quote, per
# launch); without $OUT, into bench/fcw/out/profile/.
#
# Environment: FCW_BENCH_TARBALL / FCW_BENCH_DIR as run.sh; FCW_PROFILE (the
# binaries; default below); NCU (default ncu on the PATH, else
# /usr/local/cuda/bin/ncu); FCW_PROFILE_LIMIT_S (per binary, default 120).
set -u
cd "$(dirname "$0")/../.." || exit 2
# shellcheck source=bench/fcw/variants.sh
. bench/fcw/variants.sh
B=${FCW_BENCH_DIR:-bench/fcw/out}
TARBALL=${FCW_BENCH_TARBALL:-}
[ -z "$TARBALL" ] && [ ! -d "$B" ] && [ -f "$B.tar.xz" ] && TARBALL=$B.tar.xz
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
if [ -n "$TARBALL" ]; then
    tar -C "$W" -xJf "$TARBALL" || { echo "profile.sh: cannot unpack $TARBALL"; exit 2; }
    B=$(find "$W" -mindepth 1 -maxdepth 1 -type d | head -1)
fi
[ -d "$B" ] || { echo "profile.sh: $B is missing: run bench/fcw/build.sh and carry it"; exit 2; }
NCU=${NCU:-$(command -v ncu || echo /usr/local/cuda/bin/ncu)}
[ -x "$NCU" ] || { echo "profile.sh: no ncu (set NCU)"; exit 2; }
RESDIR=${OUT:-$B/profile}
mkdir -p "$RESDIR"
LIMIT=${FCW_PROFILE_LIMIT_S:-120}
BINARIES=${FCW_PROFILE:-"pathfinder.chan32 pathfinder.pre12 pathfinder.acc pathfinder.cuda
    hotspot.fcw2 hotspot.acc hotspot.cuda dyadic.chan dyadic.acc dyadic.cuda
    nbody.fcw nbody.cache nbody.cuda gemm.fcw gemm.cache gemm.cuda"}
export ACC_DEVICE_TYPE=${ACC_DEVICE_TYPE:-nvidia} CUDA_MODULE_LOADING=EAGER
[ -d "$B/lib" ] && export LD_LIBRARY_PATH=$B/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

SUMMARY=$RESDIR/profile-summary.tsv
printf 'binary\tkernel\tlaunch\tduration\tinstructions\tsm%%\tdram%%\toccupancy%%\tregisters\tblock\tgrid\ttop stalls\n' >"$SUMMARY"
status=0
for bin in $BINARIES; do
    prog=${bin%%.*} variant=${bin#*.}
    [ -x "$B/$bin" ] || { echo "$bin: not built"; status=1; continue; }
    args=$(echo "${SIZE_ARGS[$prog]}")
    [ "$variant" = cuda ] && [ -n "${CUDA_ONE_TRIAL[$prog]:-}" ] || args="$args 1"
    csv=$RESDIR/profile-$bin.csv
    # shellcheck disable=SC2086
    if ! timeout "$LIMIT" "$NCU" --csv --page details --launch-skip "${SKIP:-1}" \
        --launch-count "${LAUNCHES:-2}" --section SpeedOfLight --section Occupancy \
        --section LaunchStats --section WarpStateStats --section InstructionStats \
        --metrics 'regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio' \
        "$B/$bin" $args >"$csv" 2>"$W/err"; then
        echo "$bin: ncu failed"; tail -5 "$W/err"; status=1; continue
    fi
    # One summary row per launch: the CSV's columns are "ID","Process ID",...,
    # "Kernel Name",...,"Section Name","Metric Name","Metric Unit","Metric Value".
    python3 - "$csv" "$bin" >>"$SUMMARY" <<'PY'
import csv, sys
rows = [r for r in csv.DictReader(l for l in open(sys.argv[1]) if l.startswith('"'))]
launches = {}
for r in rows:
    launches.setdefault(r["ID"], {"kernel": r["Kernel Name"].split("(")[0], "m": {}})["m"][
        (r["Section Name"], r["Metric Name"])] = (r["Metric Value"], r["Metric Unit"])
def get(m, name, section=None):
    for (s, n), (v, u) in m.items():
        if n == name and (section is None or s == section):
            return f"{v} {u}".strip()
    return "-"
for lid, l in sorted(launches.items(), key=lambda x: int(x[0])):
    m = l["m"]
    prefix, suffix = "smsp__average_warps_issue_stalled_", "_per_issue_active.ratio"
    stalls = [(n[len(prefix):-len(suffix)], v) for (s, n), (v, u) in m.items()
              if n.startswith(prefix) and n.endswith(suffix)]
    top = []
    for n, v in stalls:
        try:
            top.append((float(v.replace(",", "")), n))
        except ValueError:
            pass
    top = ", ".join(f"{n} {v:.1f}" for v, n in sorted(top, reverse=True)[:3])
    print("\t".join([sys.argv[2], l["kernel"], lid, get(m, "Duration"),
                     get(m, "Executed Instructions"), get(m, "Compute (SM) Throughput"),
                     get(m, "DRAM Throughput"), get(m, "Achieved Occupancy"),
                     get(m, "Registers Per Thread"), get(m, "Block Size"), get(m, "Grid Size"),
                     top or "-"]))
PY
    echo "$bin: profiled"
done
cat "$SUMMARY"
exit $status
