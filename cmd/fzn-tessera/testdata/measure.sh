#!/usr/bin/env bash
# Runs every model instance of models/ through MiniZinc with Tessera and
# with its peers (Gecode; Chuffed when its configuration exists), one
# after the other on the same machine and load, with the model's search
# annotations (counting instances with -a, optimisation with the
# objective). Writes one line per instance and solver to RESULTS (a TSV:
# instance, class, expected, solver, status, solveTime), then a summary:
# per class, the instances each solver finished with the expected answer,
# Tessera's errors (refusals), and the geometric mean of Tessera's
# solveTime over the peer's, over the instances both finished (times
# below 1 ms counted as 1 ms).
#
#   cmd/fzn-tessera/testdata/measure.sh GECODE_MSC [CHUFFED_MSC] [LIMIT_S] > summary.md
#
# RESULTS (default measure.tsv in the current directory) keeps the raw
# figures. A developer tool: the Go tests never call it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
gecode=${1:?usage: measure.sh GECODE_MSC [CHUFFED_MSC] [LIMIT_S]}
chuffed=${2:-}
limit=${3:-20}
results=${RESULTS:-measure.tsv}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/fzn-tessera" ./cmd/fzn-tessera)
"$tmp/fzn-tessera" --install-msc "$tmp/msc" >/dev/null
solvers=("tessera=$tmp/msc/tessera.msc" "gecode=$gecode")
[ -n "$chuffed" ] && [ -f "$chuffed" ] && solvers+=("chuffed=$chuffed")

# run MSC KIND ARGS...: "status<TAB>solveTime" of one run, the status in
# the expect syntax (solutions N, optimum V, unsat, satisfiable) or
# error / unfinished.
run() {
  local msc=$1 kind=$2; shift 2
  local flags=(-s -t "$((limit * 1000))")
  [ "$kind" = solutions ] && flags+=(-a)
  [ "$kind" = optimum ] && flags+=(--output-objective)
  local out t status
  out=$(cd "$tmp" && timeout $((limit + 30)) minizinc --solver "$msc" "${flags[@]}" "$@" 2>&1) || true
  t=$(grep '^%%%mzn-stat: solveTime=' <<<"$out" | tail -n 1 | sed 's/.*=//')
  if grep -q '=====UNSATISFIABLE=====' <<<"$out"; then status=unsat
  elif grep -q '=====ERROR=====\|^Error\|fzn-tessera:' <<<"$out"; then status=error
  elif grep -q '^==========$' <<<"$out"; then
    case $kind in
      solutions) status="solutions $(grep -c '^----------$' <<<"$out")" ;;
      optimum) status="optimum $(grep '^_objective = ' <<<"$out" | tail -n 1 | sed 's/_objective = \(-*[0-9]*\);/\1/')" ;;
      *) status=satisfiable ;;
    esac
  elif [ "$kind" = satisfiable ] && grep -q '^----------$' <<<"$out"; then status=satisfiable
  else status=unfinished
  fi
  printf '%s\t%s\n' "$status" "${t:--}"
}

: >"$results"
for mzn in "$here"/models/*.mzn; do
  model=$(basename "$mzn" .mzn)
  class=$(awk -v m="$model" '$1 == m { print $2 }' "$here/classes.txt")
  shopt -s nullglob
  dzns=("${mzn%.mzn}"_*.dzn)
  shopt -u nullglob
  [ ${#dzns[@]} -eq 0 ] && dzns=("")
  for dzn in "${dzns[@]}"; do
    name=$(basename "${dzn:-$mzn}"); name=${name%.*}
    exp=$(grep -h '^% expect:' ${dzn:+"$dzn"} "$mzn" | head -n 1 | sed 's/^% expect: *//')
    for s in "${solvers[@]}"; do
      printf '%s\t%s\t%s\t%s\t%s\n' "$name" "${class:-other}" "$exp" "${s%%=*}" "$(run "${s#*=}" "${exp%% *}" "$mzn" ${dzn:+"$dzn"})" >>"$results"
    done
  done
done

awk -F'\t' '
  { key = $1; cls[key] = $2; want[key] = $3; st[key, $4] = $5; tm[key, $4] = $6; names[key] = 1; peers[$4] = 1 }
  END {
    np = 0
    if ("gecode" in peers) order[++np] = "gecode"
    if ("chuffed" in peers) order[++np] = "chuffed"
    printf "| class | instances | Tessera right | refusals/errors"
    for (i = 1; i <= np; i++) printf " | %s right | Tessera/%s solveTime (geo. mean, n)", order[i], order[i]
    printf " |\n|---|---|---|---"
    for (i = 1; i <= np; i++) printf "|---|---"
    printf "|\n"
    for (k in names) { n[cls[k]]++; classes[cls[k]] = 1; n["all"]++ }
    classes["all"] = 1
    for (c in classes) {
      right = 0; errs = 0
      for (k in names) if (c == "all" || cls[k] == c) {
        if (st[k, "tessera"] == want[k]) right++
        if (st[k, "tessera"] == "error") errs++
      }
      printf "| %s | %d | %d | %d", c, n[c], right, errs
      for (i = 1; i <= np; i++) {
        p = order[i]
        pr = 0; sum = 0; m = 0
        for (k in names) if (c == "all" || cls[k] == c) {
          if (st[k, p] == want[k]) pr++
          if (st[k, p] == want[k] && st[k, "tessera"] == want[k] && tm[k, p] != "-" && tm[k, "tessera"] != "-") {
            a = tm[k, "tessera"] < 0.001 ? 0.001 : tm[k, "tessera"]
            b = tm[k, p] < 0.001 ? 0.001 : tm[k, p]
            sum += log(a / b); m++
          }
        }
        printf " | %d | %s", pr, m ? sprintf("%.2f× (%d)", exp(sum / m), m) : "-"
      }
      printf " |\n"
    }
  }' "$results" | { read -r h; read -r s; echo "$h"; echo "$s"; sort; }
