#!/bin/sh
# Runs Ricard Vilà's suite (or the .tst files given) through ../shared/tools/gtp-regress
# with `semeai gtp` and with GNU Go 3.8, one after the other in one run, and prints
# both engines' pass counts and time per test. Needs ../shared, python3 and
# /usr/games/gnugo (apt-get install gnugo).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${SEMEAI_SHARED:-$here/../shared}
[ $# -gt 0 ] || set -- "$shared"/sts-rv/STS-RV_0.tst "$shared"/sts-rv/STS-RV_1.tst "$here"/tests/tst/semeai-c3-8.tst
cargo build --release --quiet --manifest-path "$here/Cargo.toml"
out=$(mktemp -d)
python3 "$shared/tools/gtp-regress" --engine "$here/target/release/semeai gtp" --json "$out/semeai.json" "$@" > "$out/semeai.txt"
python3 "$shared/tools/gtp-regress" --engine "/usr/games/gnugo --mode gtp" --json "$out/gnugo.json" "$@" > "$out/gnugo.txt"
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
rows = {}
for engine in ("semeai", "gnugo"):
    r = json.load(open(f"{out}/{engine}.json"))
    times = sorted(t["seconds"] for t in r)
    rows[engine] = (sum(t["pass"] for t in r), len(r), sum(times), times[len(times) // 2] if times else 0)
    for f in sorted({t["file"] for t in r}):
        ts = [t for t in r if t["file"] == f]
        print(f"{engine:7} {f:22} {sum(t['pass'] for t in ts):4} of {len(ts):3} passed  {sum(t['seconds'] for t in ts):8.3f} s")
for engine, (p, n, s, med) in rows.items():
    print(f"{engine:7} {p:4} of {n} passed   {s:8.3f} s   {1000 * s / max(n, 1):8.3f} ms per test (median {1000 * med:.3f} ms)")
s, g = rows["semeai"][2], rows["gnugo"][2]
if g > 0:
    print(f"time ratio semeai / gnugo: {s / g:.2f}")
PY
