#!/usr/bin/env bash
# Times Slitherlink against Gecode and fzn-tessera through MiniZinc, on the
# first K puzzles of each level of loopy_7x7.txt and loopy_10x10.txt
# (default 10), interleaved so that both see the same load: per puzzle,
# the CPU time (user+system) of
#   tessera solve --unique FILE                     (examples/slitherlink)
#   minizinc --solver gecode -n 2 slitherlink.mzn   (MiniZinc's flattening
#                                                    included; gecode-search
#                                                    is Gecode's solveTime;
#                                                    the same loop as a
#                                                    subcircuit; -n 2
#                                                    proves it unique)
#   minizinc --solver tessera.msc -n 2 slitherlink.mzn  (fzn-tessera)
# each with a limit of LIMIT seconds (default 60). Prints one line per
# puzzle and the totals per size and level.
set -euo pipefail
cd "$(dirname "$0")"
k=${1:-10} limit=${2:-60}
root=$(cd ../../../.. && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/tessera" ./cmd/tessera && go build -o "$tmp/fzn-tessera" ./cmd/fzn-tessera)
"$tmp/fzn-tessera" --install-msc "$tmp/msc" >/dev/null
cpu() { # prints the CPU seconds of the command, or "limit" past LIMIT
  /usr/bin/time -o "$tmp/time" -f '%U %S' timeout "$limit" "$@" >"$tmp/out" 2>/dev/null || { echo limit; return; }
  awk '{printf "%.3f", $1+$2}' "$tmp/time"
}
for size in 7x7 10x10; do
  for l in e n t h; do
    awk -v l="$l" -v k="$k" '$1 == l && n++ < k' "loopy_$size.txt" | while read -r _ id _; do
      printf 'slitherlink\n%s\n' "$id" > "$tmp/p.txt"
      python3 - "$id" > "$tmp/p.dzn" <<'PY'
import sys
p, desc = sys.argv[1].split(':')
C, R = int(p.split('x')[0]), int(p.split('x')[1].split('t')[0])
cells = []
for ch in desc:
    cells += [int(ch)] if ch.isdigit() else [-1] * (ord(ch) - 96)
print(f"R={R}; C={C}; clue=[|" + "|".join(",".join(map(str, cells[r*C:(r+1)*C])) for r in range(R)) + "|];")
PY
      a=$(cpu "$tmp/tessera" solve --unique "$tmp/p.txt")
      b=$(cpu minizinc --solver gecode -n 2 -s slitherlink.mzn "$tmp/p.dzn")
      g=$(sed -n 's/^%%%mzn-stat: solveTime=//p' "$tmp/out" | head -1)
      c=$(cpu minizinc --solver "$tmp/msc/tessera.msc" -n 2 slitherlink.mzn "$tmp/p.dzn")
      echo "$size $l $id tessera $a gecode $b fzn-tessera $c gecode-search ${g:-none}"
    done
  done
done | tee "$tmp/all"
echo "# totals (CPU seconds; 'limit' counted as $limit)"
awk -v lim="$limit" '{ k=$1" "$2; n[k]++; for (i=4;i<=8;i+=2) { v=($(i+1)=="limit")?lim:$(i+1); s[k,i]+=v; if ($(i+1)=="limit") L[k,i]++ } }
  END { for (k in n) printf "%s: %d puzzles  tessera %.2f s  gecode %.2f s (%d at the limit)  fzn-tessera %.2f s (%d at the limit)\n", k, n[k], s[k,4], s[k,6], L[k,6], s[k,8], L[k,8] }' "$tmp/all" | sort
