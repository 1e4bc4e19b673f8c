#!/usr/bin/env bash
# Runs every model instance of testdata/models through MiniZinc with
# Tessera and with Gecode, with the same flags, on the same machine, one
# after the other: annotated search and free search (-f); counting
# instances with -a, optimisation and satisfaction without. Prints a
# Markdown table of each solver's status and its solveTime statistic
# (seconds of search, as each solver reports it).
#
#   cmd/fzn-tessera/testdata/compare.sh GECODE_MSC [LIMIT_S] > table.md
#
# GECODE_MSC: the Gecode solver configuration to compare with (one that
# maps MiniZinc's globals onto Gecode's native propagators). MODELS, when
# set, names the models to run (queens golomb …).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
gecode=${1:?usage: compare.sh GECODE_MSC [LIMIT_S]}
limit=${2:-60}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/fzn-tessera" ./cmd/fzn-tessera)
"$tmp/fzn-tessera" --install-msc "$tmp/msc" >/dev/null
tessera="$tmp/msc/tessera.msc"

# run SOLVER KIND ARGS...: "status time" of one run.
run() {
  local solver=$1 kind=$2; shift 2
  local flags=(-s -t "$((limit * 1000))")
  [ "$kind" = solutions ] && flags+=(-a)
  [ "$kind" = optimum ] && flags+=(--output-objective)
  local out
  out=$(timeout $((limit + 30)) minizinc --solver "$solver" "${flags[@]}" "$@" 2>&1) || true
  local t status
  t=$(grep '^%%%mzn-stat: solveTime=' <<<"$out" | tail -n 1 | sed 's/.*=//')
  [ -z "$t" ] && t="-"
  if grep -q '=====UNSATISFIABLE=====' <<<"$out"; then
    status=unsat
  elif grep -q '=====ERROR=====\|^Error' <<<"$out"; then
    status=error
  elif grep -q '^==========$' <<<"$out"; then
    case $kind in
      solutions) status="$(grep -c '^----------$' <<<"$out") sol" ;;
      optimum) status="opt $(grep '^_objective = ' <<<"$out" | tail -n 1 | sed 's/_objective = \(-*[0-9]*\);/\1/')" ;;
      *) status=sat ;;
    esac
  elif grep -q '^----------$' <<<"$out"; then
    case $kind in
      optimum) status="best $(grep '^_objective = ' <<<"$out" | tail -n 1 | sed 's/_objective = \(-*[0-9]*\);/\1/') (limit)" ;;
      solutions) status="$(grep -c '^----------$' <<<"$out") sol (limit)" ;;
      *) status=sat ;;
    esac
  else
    status="none (limit)"
  fi
  if [ "$t" != "-" ]; then t=$(printf '%.3f' "$t"); fi
  echo "$status|$t"
}

echo "| instance | expected | Tessera annotated | s | Gecode annotated | s | Tessera free | s | Gecode free | s |"
echo "|---|---|---|---|---|---|---|---|---|---|"
models=("$here"/models/*.mzn)
[ -n "${MODELS:-}" ] && models=($(for m in $MODELS; do echo "$here/models/$m.mzn"; done))
for mzn in "${models[@]}"; do
  base=${mzn%.mzn}
  shopt -s nullglob
  dzns=("$base"_*.dzn)
  shopt -u nullglob
  [ ${#dzns[@]} -eq 0 ] && dzns=("")
  for dzn in "${dzns[@]}"; do
    name=$(basename "${dzn:-$mzn}"); name=${name%.*}
    exp=$(grep -h '^% expect:' ${dzn:+"$dzn"} "$mzn" | head -n 1 | sed 's/^% expect: *//')
    kind=${exp%% *}
    row="| $name | $exp"
    for free in "" "-f"; do
      for solver in "$tessera" "$gecode"; do
        row+="|$(run "$solver" "$kind" $free "$mzn" ${dzn:+"$dzn"})"
      done
    done
    echo "$row |"
  done
done
