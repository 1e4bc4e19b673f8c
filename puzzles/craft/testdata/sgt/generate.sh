#!/usr/bin/env bash
# Regenerates the calibration sets from Debian's sgt-puzzles (Simon
# Tatham's Portable Puzzle Collection), on fixed seeds:
#   apt-get install -y sgt-puzzles   # version 20230122.806ae71-2 here
#   bash generate.sh
# Each file holds, per line, the level letter of the generator and one game
# description, 40 per level: Keen (KenKen) e n h x u, Solo (Sudoku) t b i a
# e u, Unruly (Takuzu) t e n. The seed of each set is "craft-SIZE-LEVEL".
# The first 20 of each level are the ones the ladders were tuned on (the
# sets held 20 per level then: a generator run on the same seed makes the
# same first 20); the second 20 are held out (TestCalibration reports the
# correlation on them apart).
set -euo pipefail
cd "$(dirname "$0")"
gen() { # game params-without-level size levels file
  local game=$1 params=$2 levels=$3 out=$4
  {
    echo "# source: /usr/games/sgt-$game --generate 40 '${params}dL#craft-${params}-L' for each level L in: $levels"
    echo "# generator: sgt-puzzles $(dpkg-query -W -f='${Version}' sgt-puzzles 2>/dev/null || echo unknown)"
    for l in $levels; do
      /usr/games/sgt-$game --generate 40 "${params}d${l}#craft-${params}-${l}" 2>/dev/null | sed "s/^/$l /"
    done
  } > "$out"
}
for n in 4 5 6 7 9; do gen keen "$n" "e n h x u" "keen_${n}x${n}.txt"; done
gen solo 3x3 "t b i a e u" solo_9x9.txt
for n in 8 10 14; do gen unruly "${n}x${n}" "t e n" "unruly_${n}x${n}.txt"; done
# Unruly with the unique-rows rule (Takuzu's distinct rows), Easy and
# Normal (Trivial puzzles need no row rule).
for n in 8 10 14; do gen unruly "${n}x${n}u" "e n" "unruly_${n}x${n}u.txt"; done
# Towers (Skyscrapers) e h x u, Unequal (Futoshiki) t e k x r, Singles
# (Hitori) e k: the games that match the newer kinds, graded by craft's
# default ladder (TestCalibration reports them; they are not tuned yet).
gen towers 5 "e h x u" towers_5x5.txt
gen unequal 5 "t e k x r" unequal_5x5.txt
gen singles 6x6 "e k" singles_6x6.txt
# Added after the tuning, so held out whole: Towers 6×6, Unequal 6×6,
# Singles 8×8.
gen towers 6 "e h x u" towers_6x6.txt
gen unequal 6 "t e k x r" unequal_6x6.txt
gen singles 8x8 "e k" singles_8x8.txt
# Solo's killer mode (Killer Sudoku) t b i a e u, and Pattern (Nonogram),
# which has no levels: its lines carry the letter n. The Solo killer set
# is named solokiller so that it is not read as plain Solo. It held 20 per
# level until Killer's ladder was tuned on them; the second 20 (the same
# seeds make the same first 20) were added after, held out.
{
  echo "# source: /usr/games/sgt-solo --generate 40 '3x3kdL#craft-3x3k-L' for each level L in: t b i a e u"
  echo "# generator: sgt-puzzles $(dpkg-query -W -f='${Version}' sgt-puzzles 2>/dev/null || echo unknown)"
  for l in t b i a e u; do
    /usr/games/sgt-solo --generate 40 "3x3kd${l}#craft-3x3k-${l}" 2>/dev/null | sed "s/^/$l /"
  done
} > solokiller_9x9.txt
{
  echo "# source: /usr/games/sgt-pattern --generate 40 '10x10#craft-10x10' (Pattern has no levels: every line is n)"
  echo "# generator: sgt-puzzles $(dpkg-query -W -f='${Version}' sgt-puzzles 2>/dev/null || echo unknown)"
  /usr/games/sgt-pattern --generate 40 "10x10#craft-10x10" 2>/dev/null | sed "s/^/n /"
} > pattern_10x10.txt
# Held out from the tunings of Killer's score and the latin kinds' fish
# check (2026-11-28): 20 per level on other seeds, "heldout-PARAMS-L",
# measured with go test -run TestCalibration -v -craft.calib.dir
# testdata/sgt/heldout (not read by default).
mkdir -p heldout
held() { # game params levels file
  local game=$1 params=$2 levels=$3 out=heldout/$4
  {
    echo "# source: /usr/games/sgt-$game --generate 20 '${params}dL#heldout-${params}-L' for each level L in: $levels"
    echo "# generator: sgt-puzzles $(dpkg-query -W -f='${Version}' sgt-puzzles 2>/dev/null || echo unknown)"
    for l in $levels; do
      /usr/games/sgt-$game --generate 20 "${params}d${l}#heldout-${params}-${l}" 2>/dev/null | sed "s/^/$l /"
    done
  } > "$out"
}
held solo 3x3k "t b i a e u" solokiller_9x9.txt
held keen 6 "e n h x u" keen_6x6.txt
held towers 5 "e h x u" towers_5x5.txt
held unequal 6 "t e k x r" unequal_6x6.txt
