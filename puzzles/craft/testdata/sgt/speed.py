#!/usr/bin/env python3
"""CPU per generated puzzle, Tessera's graded generators against Simon
Tatham's (Debian's sgt-puzzles), side by side in one run so that both see
the same machine load (docs/GENERATION_SPEED.md holds the figures):

    go build -o /tmp/tessera ./cmd/tessera
    python3 puzzles/craft/testdata/sgt/speed.py /tmp/tessera [--n 20] [--before OLD_BINARY]

Both make their N puzzles of a band in one process: Tatham's 'sgt-solo
--generate N 3x3dX#craft-speed', Tessera's 'tessera generate KIND --size S
--grade BAND --seed 1 --count N' (seeds 1..N; the CLI's own uniqueness
count included), stopped after N times --limit seconds of CPU (the seeds
not written by then count as not made, the CPU counted). CPU is user +
system time of the children (getrusage), not wall time: the machine may be
loaded. Each program's start-up (its process with no puzzle: 'sgt-solo
--version', 'tessera formats KIND'), measured in the same run, is shown
and taken out of the per-puzzle figures ("s/puzzle" = (CPU of the run -
start-up) / N), so that the figures compare the generators; the "with
start-up" columns keep it in. --per-process makes each Tessera puzzle its
own process, as before --count existed. --before runs another build
interleaved, band by band, for a before/after under the same load.
"""
import argparse, resource, subprocess

def cpu(cmd, limit=None, out=None):
    """Runs cmd; returns (CPU seconds, exit status); its stdout is appended
    to out when out is a list."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    pre = (lambda: resource.setrlimit(resource.RLIMIT_CPU, (limit, limit))) if limit else None
    p = subprocess.run(cmd, stdout=subprocess.PIPE if out is not None else subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=pre)
    rc = p.returncode
    if out is not None:
        out.append(p.stdout.decode())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), rc

def tessera(binary, kind, size, band, n, limit, per_process=False):
    """CPU seconds for n puzzles of the band, and the number made."""
    if per_process:
        total, made = 0.0, 0
        for seed in range(1, n + 1):
            t, rc = cpu([binary, "generate", kind, "--size", str(size), "--grade", band, "--seed", str(seed)], limit)
            total += t
            made += rc == 0
        return total, made
    out = []
    t, _ = cpu([binary, "generate", kind, "--size", str(size), "--grade", band, "--seed", "1", "--count", str(n)], limit * n, out)
    return t, out[0].count("# source: ")

def startup(cmd, runs=20):
    """Mean CPU seconds of cmd, a process that makes no puzzle."""
    return sum(cpu(cmd)[0] for _ in range(runs)) / runs

ROWS = [("solo", "3x3d" + l, "sudoku", 9, b) for l, b in zip("tbiaeu", ["trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"])]
ROWS += [("keen", f"{s}d{l}", "kenken", s, b) for s in (6, 9) for l, b in zip("enhxu", ["easy", "normal", "hard", "extreme", "unreasonable"])]
ROWS += [("unruly", "14x14d" + l, "takuzu", 14, b) for l, b in zip("ten", ["trivial", "easy", "normal"])]
# Unequal's levels are Futoshiki's bands, Towers' Skyscrapers' and
# Singles' Hitori's.
ROWS += [("unequal", "5d" + l, "futoshiki", 5, b) for l, b in zip("tekxr", ["trivial", "easy", "tricky", "extreme", "recursive"])]
ROWS += [("towers", "5d" + l, "skyscrapers", 5, b) for l, b in zip("ehxu", ["easy", "hard", "extreme", "unreasonable"])]
ROWS += [("singles", "6x6d" + l, "hitori", 6, b) for l, b in zip("ek", ["easy", "tricky"])]

def ratio(x, t):
    # Tatham's easiest bands can measure 0 once start-up is taken out.
    return f"{x / t:.1f}x" if t > 0 else "n/a"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--n", type=int, default=20, help="puzzles per band")
    ap.add_argument("--nu", type=int, default=0, help="puzzles for Sudoku unreasonable (0: --n)")
    ap.add_argument("--limit", type=int, default=60, help="CPU seconds per Tessera puzzle")
    ap.add_argument("--before", help="an older tessera binary, run interleaved")
    ap.add_argument("--only", default="", help="rows whose Tatham parameters contain this")
    ap.add_argument("--per-process", action="store_true", help="each Tessera puzzle its own process")
    a = ap.parse_args()
    head = "| game | Tatham | Tessera band | Tatham s/puzzle | Tessera s/puzzle | made | ratio | with start-up: Tatham | Tessera | ratio |"
    line = "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"
    if a.before:
        head += " before s/puzzle | made | ratio |"
        line += "---:|---:|---:|"
    ups = {}
    for game, _, kind, _, _ in ROWS:
        if game not in ups:
            ups[game] = (startup([f"/usr/games/sgt-{game}", "--version"]), startup([a.binary, "formats", kind]))
    for game, (tu, xu) in ups.items():
        print(f"start-up CPU: sgt-{game} {tu * 1000:.1f} ms, tessera {xu * 1000:.1f} ms")
    print(); print(head); print(line, flush=True)
    for game, params, kind, size, band in ROWS:
        if a.only not in game + params:
            continue
        n = a.nu if a.nu and params == "3x3du" else a.n
        tu, xu = ups[game]
        if a.per_process:
            xu = 0  # each puzzle pays its own start-up
        tt, _ = cpu([f"/usr/games/sgt-{game}", "--generate", str(n), params + "#craft-speed"])
        t = max(tt - tu, 0) / n
        if a.before:
            bx, bm = tessera(a.before, kind, size, band, n, a.limit, a.per_process)
            bx = max(bx - xu, 0) / n
        xt, m = tessera(a.binary, kind, size, band, n, a.limit, a.per_process)
        x = max(xt - xu, 0) / n
        row = f"| {game} | {params} | {band} | {t:.4f} | {x:.4f} | {m}/{n} | {ratio(x, t)} |"
        row += f" {tt / n:.4f} | {xt / n:.4f} | {ratio(xt, tt)} |"
        if a.before:
            row += f" {bx:.4f} | {bm}/{n} | {ratio(bx, t)} |"
        print(row, flush=True)

if __name__ == "__main__":
    main()
