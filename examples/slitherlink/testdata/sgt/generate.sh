#!/usr/bin/env bash
# Regenerates the Loopy calibration sets from Debian's sgt-puzzles (Simon
# Tatham's Portable Puzzle Collection), on fixed seeds:
#   apt-get install -y sgt-puzzles   # version 20230122.806ae71-2 here
#   bash generate.sh [N]             # N puzzles per level (default 100)
# Each line of loopy_SIZE.txt holds the level letter of the generator
# (e easy, n normal, t tricky, h hard), the game ID, and Loopy's own
# solution as loopy_solutions.py reads it from the solution pages of
# `sgt-loopy --print --with-solutions` on the same seed. The seed of each
# set is "tessera-SIZE-LEVEL".
set -euo pipefail
cd "$(dirname "$0")"
n=${1:-100}
for size in 7x7 10x10; do
  rows=${size#*x} cols=${size%x*}
  out=loopy_${size}.txt
  {
    echo "# source: /usr/games/sgt-loopy --generate $n '${size}t0dL#tessera-${size}-L' for each level L in: e n t h"
    echo "# solution: /usr/games/sgt-loopy --generate $n --print 1x1 --with-solutions (same seed) | loopy_solutions.py $rows $cols"
    echo "# generator: sgt-puzzles $(dpkg-query -W -f='${Version}' sgt-puzzles 2>/dev/null || echo unknown)"
    for l in e n t h; do
      seed="${size}t0d${l}#tessera-${size}-${l}"
      paste -d' ' \
        <(/usr/games/sgt-loopy --generate "$n" "$seed" 2>/dev/null | sed "s/^/$l /") \
        <(/usr/games/sgt-loopy --generate "$n" --print 1x1 --with-solutions "$seed" 2>/dev/null | python3 loopy_solutions.py "$rows" "$cols")
    done
  } > "$out"
done
