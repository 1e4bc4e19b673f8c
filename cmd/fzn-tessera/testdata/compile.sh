#!/usr/bin/env bash
# Compiles the test models (builtins/*.mzn, models/*.mzn with their .dzn
# instances) to FlatZinc with Tessera's mznlib, and checks each expected
# answer ("% expect: solutions N | optimum V | unsat | satisfiable" in the
# .dzn, else the .mzn) against Gecode (with a configuration file, its
# library extended to post cumulative and disjunctive natively). The
# "% source:" and "% slow:" lines
# (an instance the Go tests skip unless asked) go into the .fzn header. A developer tool: the tests read the
# committed .fzn files and never call minizinc.
#
#   cmd/fzn-tessera/testdata/compile.sh [MODEL.mzn ...]
#
# Needs minizinc (2.6) and Go. GECODE_MSC names the Gecode configuration
# to check against (default: the stock "gecode"); GECODE_TIMEOUT its time
# limit in seconds (default 120). An instance is <model>.fzn without data,
# <model>_<name>.fzn for <model>_<name>.dzn.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
gecode=${GECODE_MSC:-gecode}
limit=${GECODE_TIMEOUT:-120}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A configuration file for Gecode gets a copy whose library also maps
# cumulative and disjunctive (with positive durations: Gecode's cumulatives
# does not let a task of duration 0 sit inside another) onto fzn-gecode's
# native cumulatives, so that the scheduling models are checked in
# reasonable time.
if [ -f "$gecode" ]; then
  lib=$(sed -n 's/.*"mznlib": *"\([^"]*\)".*/\1/p' "$gecode")
  case $lib in /*) ;; *) lib=$(dirname "$gecode")/$lib ;; esac
  mkdir -p "$tmp/gecode/mznlib"
  cp "$lib"/*.mzn "$tmp/gecode/mznlib/"
  cat >"$tmp/gecode/mznlib/fzn_cumulative.mzn" <<'MZN'
predicate cumulatives(array[int] of var int: s, array[int] of var int: d,
                      array[int] of var int: r, var int: b);
predicate fzn_cumulative(array[int] of var int: s, array[int] of var int: d,
                         array[int] of var int: r, var int: b) = cumulatives(s, d, r, b);
MZN
  cat >"$tmp/gecode/mznlib/fzn_disjunctive.mzn" <<'MZN'
include "fzn_cumulative.mzn";
predicate fzn_disjunctive(array[int] of var int: s, array[int] of var int: d) =
    if forall(i in index_set(d))(lb(d[i]) > 0) then
        fzn_cumulative(s, d, [1 | i in index_set(s)], 1)
    else
        forall(i in index_set(d))(d[i] >= 0) /\
        forall(i, j in index_set(d) where i < j)(
            d[i] = 0 \/ d[j] = 0 \/ s[i] + d[i] <= s[j] \/ s[j] + d[j] <= s[i])
    endif;
MZN
  sed 's|"mznlib": *"[^"]*"|"mznlib": "'"$tmp/gecode/mznlib"'"|' "$gecode" >"$tmp/gecode/gecode.msc"
  gecode=$tmp/gecode/gecode.msc
fi
(cd "$root" && go build -o "$tmp/fzn-tessera" ./cmd/fzn-tessera)
"$tmp/fzn-tessera" --install-msc "$tmp/msc" >/dev/null
msc="$tmp/msc/tessera.msc"

expect_of() { grep -h '^% expect:' "$@" 2>/dev/null | tail -n 1 | sed 's/^% expect: *//'; }

# gecode_answer KIND MZN [DZN]: Gecode's answer in the expect syntax. A
# model may name the configuration to check with ("% check-with: gecode"
# where GECODE_MSC's library lacks a builtin it needs, as int_pow; "none
# (why)" where Gecode cannot answer in reasonable time).
gecode_answer() {
  local kind=$1; shift
  local gecode=$gecode
  local with
  with=$(grep -h '^% check-with:' "$@" | sed 's/^% check-with: *\([^ ]*\).*/\1/' || true)
  [ -n "$with" ] && gecode=$with
  if [ "$gecode" = none ]; then # the file says why
    echo "unchecked"
    return
  fi
  local out
  case $kind in
    solutions) out=$(timeout "$limit" minizinc --solver "$gecode" -a "$@" 2>&1) || true
               if grep -q '^==========$' <<<"$out"; then echo "solutions $(grep -c '^----------$' <<<"$out")"; else echo "unfinished"; fi ;;
    optimum)   out=$(timeout "$limit" minizinc --solver "$gecode" --output-objective "$@" 2>&1) || true
               if grep -q '^==========$' <<<"$out"; then echo "optimum $(grep '^_objective = ' <<<"$out" | tail -n 1 | sed 's/_objective = \(-*[0-9]*\);/\1/')"; else echo "unfinished"; fi ;;
    *)         out=$(timeout "$limit" minizinc --solver "$gecode" "$@" 2>&1) || true
               if grep -q '=====UNSATISFIABLE=====' <<<"$out"; then echo unsat; elif grep -q '^----------$' <<<"$out"; then echo satisfiable; else echo unfinished; fi ;;
  esac
}

compile_one() { # MZN [DZN]
  local mzn=$1 dzn=${2:-} name out exp
  name=$(basename "$mzn" .mzn)
  [ -n "$dzn" ] && name=$(basename "$dzn" .dzn)
  out=$(dirname "$mzn")/$name.fzn
  exp=$(expect_of ${dzn:+"$dzn"} ; true)
  [ -z "$exp" ] && exp=$(expect_of "$mzn")
  if [ -z "$exp" ]; then echo "$name: no '% expect:' line" >&2; return 1; fi
  minizinc --solver "$msc" -c "$mzn" ${dzn:+"$dzn"} --fzn "$tmp/out.fzn" --ozn "$tmp/out.ozn" >/dev/null
  {
    echo "% Compiled from $(basename "$mzn")${dzn:+ with $(basename "$dzn")} by $(minizinc --version | head -n 1 | sed 's/.*version/minizinc/') with Tessera's mznlib."
    grep -h -e '^% source:' -e '^% slow:' "$mzn" ${dzn:+"$dzn"} || true
    echo "% expect: $exp"
    cat "$tmp/out.fzn"
  } >"$out"
  local got
  got=$(gecode_answer "${exp%% *}" "$mzn" ${dzn:+"$dzn"})
  if [ "$got" = unchecked ]; then
    echo "$name: $exp (not checked with Gecode: $(grep -h '^% check-with:' "$mzn" ${dzn:+"$dzn"} | sed 's/^% check-with: none *//'))"
  elif [ "$got" = "$exp" ]; then
    echo "$name: $exp (Gecode agrees)"
  else
    echo "$name: expected $exp, Gecode says $got" >&2
    return 1
  fi
}

models=("$@")
[ ${#models[@]} -eq 0 ] && models=("$here"/builtins/*.mzn "$here"/models/*.mzn)
status=0
for mzn in "${models[@]}"; do
  base=${mzn%.mzn}
  shopt -s nullglob
  dzns=("$base"_*.dzn)
  shopt -u nullglob
  if [ ${#dzns[@]} -eq 0 ]; then
    compile_one "$mzn" || status=1
  else
    for dzn in "${dzns[@]}"; do compile_one "$mzn" "$dzn" || status=1; done
  fi
done
exit $status
