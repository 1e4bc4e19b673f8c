#!/usr/bin/env bash
# Measures the CPU time per puzzle of sgt-puzzles' graded generators on
# this machine (the figures the README compares the craft generators
# with): 20 puzzles per game, size and level, user+system time / 20.
set -euo pipefail
t() { # game params
  local s
  s=$( { /usr/bin/time -f '%U %S' /usr/games/sgt-$1 --generate 20 "$2#craft-time" >/dev/null; } 2>&1 | tail -1)
  awk -v s="$s" -v g="$1" -v p="$2" 'BEGIN{split(s,a," "); printf "%-7s %-8s %.4f s/puzzle\n", g, p, (a[1]+a[2])/20}'
}
for l in t b i a e u; do t solo "3x3d$l"; done
for n in 6 9; do for l in e n h x u; do t keen "${n}d$l"; done; done
for l in t e n; do t unruly "14x14d$l"; done
