#!/usr/bin/env bash
# Installs accc under a prefix, in the layout the driver looks for next to itself
# (crates/driver/src/toolchain.rs), so that the installed compiler needs no cargo tree:
#
#   PREFIX/bin/accc
#   PREFIX/lib/libaccrt.a
#   PREFIX/include/openacc.h, accrt.h, acc_prof.h
#
# Usage: scripts/install.sh --prefix DIR [--from BUILD_DIR]
#   without --from: `cargo build --release` of accc and its runtime, then install those;
#   --from DIR: install the accc and libaccrt.a already built in DIR (target/debug, ...).
# Use a prefix of its own (/opt/accc, ~/.local): PREFIX/include is given to the host
# compiler with -I, which must not be /usr/include.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

prefix=""
from=""
usage="usage: scripts/install.sh --prefix DIR [--from BUILD_DIR]"
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="${2:?$usage}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --from) from="${2:?$usage}"; shift 2 ;;
        --from=*) from="${1#--from=}"; shift ;;
        -h|--help) echo "$usage"; exit 0 ;;
        *) echo "scripts/install.sh: unknown argument '$1'" >&2; echo "$usage" >&2; exit 2 ;;
    esac
done
[ -n "$prefix" ] || { echo "$usage" >&2; exit 2; }

if [ -z "$from" ]; then
    (cd "$root" && cargo build --release -p accc -p accrt)
    from="${CARGO_TARGET_DIR:-$root/target}/release"
fi
for file in "$from/accc" "$from/libaccrt.a"; do
    [ -f "$file" ] || { echo "scripts/install.sh: $file is missing (build it first, or drop --from)" >&2; exit 1; }
done

mkdir -p "$prefix/bin" "$prefix/lib" "$prefix/include"
install -m 755 "$from/accc" "$prefix/bin/accc"
install -m 644 "$from/libaccrt.a" "$prefix/lib/libaccrt.a"
# Without its debug information the runtime archive is smaller (a debug build's: 120 MB to
# 40 MB) and every program links faster; its symbols stay.
if command -v strip >/dev/null 2>&1; then
    strip --strip-debug "$prefix/lib/libaccrt.a"
fi
install -m 644 "$root"/include/*.h "$prefix/include/"
echo "scripts/install.sh: installed accc in $prefix (bin/accc, lib/libaccrt.a, include/openacc.h)"
