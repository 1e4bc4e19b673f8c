#!/usr/bin/env bash
# Times fzn-tessera -f against Chuffed -f on the scheduling instances of
# issue 23 (mspsp easy_01, rcpsp-max psp_j10_33, mrcpsp j30_10_1 and
# j30_10_2, PSPLIB J30 instances of rcpsp), by CPU seconds (user + system,
# so that a loaded machine does not count), and by failures, which do not
# depend on the load. Each instance is compiled to FlatZinc once per
# solver (each with its own library); then ROUNDS rounds run the two
# solvers one after the other on each instance, so both see the same load.
# Writes one TSV line per run (round, instance, solver, cpu, failures,
# objective, 1 if the optimum was proven, load average before the run)
# to stdout, then a "#" summary per instance: the median CPU of each and
# their ratio. TESSERA, when set, names an fzn-tessera binary to time
# instead of one built from this tree.
#
#   cmd/fzn-tessera/testdata/sched_compare.sh MZB_DIR CHUFFED_MSC [ROUNDS] [J30...] > sched.tsv
#
# MZB_DIR: a checkout of github.com/MiniZinc/minizinc-benchmarks (commit
# 26bcd0a78433025f7b6896a6fa8caf128795760b); J30: PSPLIB names such as
# 45_1 (default: 1_1 5_1 10_1 17_1 21_1 29_1 33_1 41_1 45_1). The
# fzn-chuffed binary is the one next to CHUFFED_MSC's executable entry.
# A developer tool: the Go tests never call it.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
mzb=${1:?usage: sched_compare.sh MZB_DIR CHUFFED_MSC [ROUNDS] [J30...]}
chuffedMsc=${2:?chuffed msc}
rounds=${3:-3}
shift $(($# < 3 ? $# : 3))
j30=${*:-1_1 5_1 10_1 17_1 21_1 29_1 33_1 41_1 45_1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tessera=${TESSERA:-$tmp/fzn-tessera}
if [ -z "${TESSERA:-}" ]; then
  (cd "$root" && go build -o "$tessera" ./cmd/fzn-tessera) || exit 1
fi
"$tessera" --install-msc "$tmp/msc" >/dev/null || exit 1
chuffed=$(sed -n 's/.*"executable": *"\([^"]*\)".*/\1/p' "$chuffedMsc")
case $chuffed in /*) ;; *) chuffed=$(dirname "$chuffedMsc")/$chuffed ;; esac

insts=()
compile() { # NAME MZN DZN
  minizinc -c --solver "$tmp/msc/tessera.msc" "$mzb/$2" "$mzb/$3" -o "$tmp/t_$1.fzn" >/dev/null 2>&1 &&
    minizinc -c --solver "$chuffedMsc" "$mzb/$2" "$mzb/$3" -o "$tmp/c_$1.fzn" >/dev/null 2>&1 &&
    insts+=("$1") || echo "# $1: does not compile" >&2
}
compile easy_01 mspsp/mspsp.mzn mspsp/easy_01.dzn
compile psp_j10_33 rcpsp-max/rcpsp_max.mzn rcpsp-max/psp_j10_33.dzn
compile mm_j30_10_1 mrcpsp/mrcpsp.mzn mrcpsp/mm_j30/j30_10_1.dzn
compile mm_j30_10_2 mrcpsp/mrcpsp.mzn mrcpsp/mm_j30/j30_10_2.dzn
for j in $j30; do
  compile "J30_$j" rcpsp/rcpsp.mzn "rcpsp/data_psplib/j30/J30_$j.dzn"
done

# one ROUND NAME SOLVER CMD...: one TSV line.
one() {
  local r=$1 name=$2 solver=$3 out cpu f obj done load
  shift 3
  load=$(cut -d' ' -f1 /proc/loadavg)
  out=$( (TIMEFORMAT='cpu=%U %S' && time timeout 120 "$@") 2>&1)
  cpu=$(grep -o 'cpu=[0-9.]* [0-9.]*' <<<"$out" | tail -n 1 | sed 's/cpu=//' | awk '{ print $1 + $2 }')
  f=$(grep -o 'mzn-stat: failures=[0-9]*' <<<"$out" | head -n 1 | cut -d= -f2)
  obj=$(grep -o 'mzn-stat: objective=-*[0-9]*' <<<"$out" | tail -n 1 | cut -d= -f2)
  done=$(grep -c '^==========$' <<<"$out")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$r" "$name" "$solver" "${cpu:--}" "${f:--}" "${obj:--}" "$done" "$load"
}

printf 'round\tinstance\tsolver\tcpu\tfailures\tobjective\tproven\tload\n'
for r in $(seq 1 "$rounds"); do
  for k in "${insts[@]}"; do
    one "$r" "$k" tessera-f "$tessera" -f -s "$tmp/t_$k.fzn"
    one "$r" "$k" chuffed-f "$chuffed" -f -s "$tmp/c_$k.fzn"
  done
done | tee "$tmp/runs.tsv"
awk -F'\t' '
{ n = ++cnt[$2, $3]; v[$2, $3, n] = $4; if (!($2 in seen)) { seen[$2] = 1; order[++m] = $2 } }
function median(k, s,   a, i, j, c, x) {
  c = cnt[k, s]
  for (i = 1; i <= c; i++) a[i] = v[k, s, i] + 0
  for (i = 2; i <= c; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
  return c % 2 ? a[(c + 1) / 2] : (a[c / 2] + a[c / 2 + 1]) / 2
}
END {
  for (i = 1; i <= m; i++) {
    k = order[i]; t = median(k, "tessera-f"); c = median(k, "chuffed-f")
    printf "# %s: median CPU s fzn-tessera -f %.3f, Chuffed -f %.3f, ratio %.2f (times below 10 ms counted as 10 ms)\n",
      k, t, c, (t < 0.01 ? 0.01 : t) / (c < 0.01 ? 0.01 : c)
  }
}' "$tmp/runs.tsv"
