#!/bin/sh
# Safe points of semeai and of Fuego's static safety solver (GoSafetySolver,
# `../shared/tools/fuego/fuego-test`) on the final positions of the finished
# games of ../shared/scoring and ../shared/gnugo/games/scoring, one run:
# per position, the time of `go_safe static black` + `go_safe static white`
# in each engine (one GTP session per engine, timed answer by answer, the
# `loadsgf` not counted), and the point sets compared: Fuego's points
# missing here, points given to different colours, each engine's total.
# Pass `rules` as the first argument to time semeai's Müller rules alone
# (`go_safe rules`); the default is `static` (every proof of the status
# module). Prints the worst positions and the totals. Needs ../shared and
# python3. REPEAT=k (default 1) reads each position k times in each engine,
# alternately, and keeps each engine's fastest reading: one reading of a
# millisecond varies by a tenth of it and more on a busy machine, the
# fastest of five much less (semeai's answer, kept for the position, is
# read afresh: another position is asked in between).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${SEMEAI_SHARED:-$here/../shared}
kind=${1:-static}
cargo build --release --quiet --manifest-path "$here/Cargo.toml"
python3 - "$here/target/release/semeai" "$shared" "$kind" <<'PY'
import glob, os, re, subprocess, sys, time

semeai, shared, kind = sys.argv[1:4]
repeat = int(os.environ.get("REPEAT", "1"))
games = sorted(glob.glob(f"{shared}/scoring/games/*/*.sgf"))
games += sorted(glob.glob(f"{shared}/gnugo/games/scoring/*.sgf"))


class Engine:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def ask(self, command):
        start = time.perf_counter()
        self.p.stdin.write(command + "\n")
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.strip())
        answer = " ".join(lines)
        if not answer.startswith("="):
            raise SystemExit(f"{command}: {answer}")
        return answer[1:].split(), time.perf_counter() - start

    def safe(self, sgf, solver):
        # Another position first, so that no answer kept for this one is
        # reused (semeai keeps the last position's safe points).
        self.ask("clear_board")
        self.ask(f"go_safe {solver} black")
        self.ask(f"loadsgf {sgf}")
        sets, seconds = [], 0.0
        for color in ("black", "white"):
            words, t = self.ask(f"go_safe {solver} {color}")
            sets.append(set(words[1:]))
            seconds += t
        return sets, seconds


fuego = Engine([f"{shared}/tools/fuego/fuego-test"])
ours = Engine([semeai, "gtp"])
rows = []
for g in games:
    tf = ts = float("inf")
    for _ in range(repeat):
        (fb, fw), t = fuego.safe(g, "static")
        tf = min(tf, t)
        (sb, sw), t = ours.safe(g, kind)
        ts = min(ts, t)
    missing = (fb - sb) | (fw - sw)
    conflict = (fb & sw) | (fw & sb)
    rows.append((os.path.relpath(g, shared), len(fb | fw), len(sb | sw), len(missing),
                 len(conflict), tf, ts))
rows.sort(key=lambda r: -r[6])
print(f"{'position':44} {'fuego':>6} {'semeai':>6} {'miss':>5} {'both':>5} {'fuego ms':>9} {'semeai ms':>9}")
for r in rows[:10]:
    print(f"{r[0]:44} {r[1]:6} {r[2]:6} {r[3]:5} {r[4]:5} {1000 * r[5]:9.2f} {1000 * r[6]:9.2f}")
total = lambda i: sum(r[i] for r in rows)
print(f"{len(rows)} positions: Fuego {total(1)} safe points, semeai ({kind}) {total(2)} "
      f"({100 * (total(2) / total(1) - 1):+.1f}%); Fuego's points missing here {total(3)} "
      f"(in {sum(r[3] > 0 for r in rows)} positions); given to different colours {total(4)}")
def side(path):
    m = re.search(r"SZ\[(\d+)", open(f"{shared}/{path}", errors="replace").read())
    return int(m.group(1)) if m else 19
big = [r for r in rows if side(r[0]) == 19]
slower = [r for r in big if r[6] > r[5]]
print(f"time: Fuego {1000 * total(5):.0f} ms, semeai {1000 * total(6):.0f} ms; "
      f"19x19 positions slower here than in Fuego: {len(slower)} of {len(big)}")
for r in slower:
    print(f"  slower: {r[0]} {1000 * r[6]:.2f} ms (Fuego {1000 * r[5]:.2f})")
PY
