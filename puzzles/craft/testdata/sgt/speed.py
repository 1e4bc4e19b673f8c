#!/usr/bin/env python3
"""CPU per generated puzzle, Tessera's graded generators against Simon
Tatham's (Debian's sgt-puzzles), side by side in one run so that both see
the same machine load (docs/GENERATION_SPEED.md holds the figures):

    go build -o /tmp/tessera ./cmd/tessera
    python3 puzzles/craft/testdata/sgt/speed.py /tmp/tessera [--n 20] [--before OLD_BINARY]

Each Tessera puzzle is one 'tessera generate KIND --size S --grade BAND
--seed K' process (start-up and the CLI's own uniqueness count included),
seeds 1..N, stopped after --limit seconds of CPU (a stopped one counts as
not made, its CPU counted). Tatham makes its N in one process (--generate
N). CPU is user + system time of the children (getrusage), not wall time:
the machine may be loaded. --before runs another build interleaved, band
by band, for a before/after under the same load.
"""
import argparse, resource, subprocess

def cpu(cmd, limit=None):
    """Runs cmd; returns (CPU seconds, exit status)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    pre = (lambda: resource.setrlimit(resource.RLIMIT_CPU, (limit, limit))) if limit else None
    rc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=pre).returncode
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), rc

def tessera(binary, kind, size, band, n, limit):
    total, made = 0.0, 0
    for seed in range(1, n + 1):
        t, rc = cpu([binary, "generate", kind, "--size", str(size), "--grade", band, "--seed", str(seed)], limit)
        total += t
        made += rc == 0
    return total / n, made

ROWS = [("solo", "3x3d" + l, "sudoku", 9, b) for l, b in zip("tbiaeu", ["trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"])]
ROWS += [("keen", f"{s}d{l}", "kenken", s, b) for s in (6, 9) for l, b in zip("enhxu", ["easy", "normal", "hard", "extreme", "unreasonable"])]
ROWS += [("unruly", "14x14d" + l, "takuzu", 14, b) for l, b in zip("ten", ["trivial", "easy", "normal"])]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--n", type=int, default=20, help="puzzles per band")
    ap.add_argument("--nu", type=int, default=0, help="puzzles for Sudoku unreasonable (0: --n)")
    ap.add_argument("--limit", type=int, default=60, help="CPU seconds per Tessera puzzle")
    ap.add_argument("--before", help="an older tessera binary, run interleaved")
    ap.add_argument("--only", default="", help="rows whose Tatham parameters contain this")
    a = ap.parse_args()
    head = "| game | Tatham | Tessera band | Tatham s/puzzle | Tessera s/puzzle | made | ratio |"
    line = "|---|---|---|---:|---:|---:|---:|"
    if a.before:
        head += " before s/puzzle | made | ratio |"
        line += "---:|---:|---:|"
    print(head); print(line, flush=True)
    for game, params, kind, size, band in ROWS:
        if a.only not in game + params:
            continue
        n = a.nu if a.nu and params == "3x3du" else a.n
        t, _ = cpu([f"/usr/games/sgt-{game}", "--generate", str(n), params + "#craft-speed"])
        t /= n
        row = f"| {game} | {params} | {band} | {t:.4f} |"
        cols = []
        if a.before:
            bx, bm = tessera(a.before, kind, size, band, n, a.limit)
        x, m = tessera(a.binary, kind, size, band, n, a.limit)
        row += f" {x:.4f} | {m}/{n} | {x / t:.1f}x |"
        if a.before:
            row += f" {bx:.4f} | {bm}/{n} | {bx / t:.1f}x |"
        print(row, flush=True)

if __name__ == "__main__":
    main()
