#!/bin/sh
# Scores the finished games of ../shared/scoring (or the games.jsonl given)
# with `semeai gtp --rules {rules}` and with GNU Go 3.8
# (`--{rules}-rules`), one after the other in one run, through
# ../shared/tools/score-suite, and prints both engines' exact counts, mean
# absolute error and time per game; then GNU Go's own score.tst and
# score2.tst through gtp-regress for both. Needs ../shared, python3 and
# /usr/games/gnugo (apt-get install gnugo). GNU Go takes about 3 minutes.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${SEMEAI_SHARED:-$here/../shared}
games=${1:-$shared/scoring/games.jsonl}
cargo build --release --quiet --manifest-path "$here/Cargo.toml"
out=$(mktemp -d)
python3 "$shared/tools/score-suite" --engine "$here/target/release/semeai gtp --rules {rules}" \
    --json "$out/semeai.json" "$games" > "$out/semeai.txt"
python3 "$shared/tools/score-suite" --engine "/usr/games/gnugo --mode gtp --{rules}-rules" \
    --json "$out/gnugo.json" "$games" > "$out/gnugo.txt"
python3 - "$out" <<'PY'
import json, statistics, sys
out = sys.argv[1]
for engine in ("semeai", "gnugo"):
    rows = json.load(open(f"{out}/{engine}.json"))
    ok = [r for r in rows if r["status"] == "ok"]
    exact = sum(r["error"] == 0 for r in ok)
    mae = statistics.mean(abs(r["error"]) for r in ok) if ok else float("nan")
    ms = statistics.mean(r["ms"] for r in rows)
    print(f"{engine:7} exact {exact:3} of {len(rows)}  mean abs error {mae:6.2f}  {ms:8.1f} ms per game  errors {len(rows) - len(ok)}")
PY
for engine in "$here/target/release/semeai gtp" "/usr/games/gnugo --mode gtp"; do
    (cd "$shared/gnugo" && python3 "$shared/tools/gtp-regress" --engine "$engine" score.tst score2.tst | tail -1 | sed "s|^|$(echo "$engine" | cut -d' ' -f1 | xargs basename) score.tst+score2.tst: |")
done
