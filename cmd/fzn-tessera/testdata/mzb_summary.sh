#!/usr/bin/env bash
# Summarises a results TSV of mzb_compare.sh: per solver, the instances
# solved (complete, unsat or sat within the limit); over the instances
# that all three solved, the geometric mean of fzn-tessera -f's solveTime
# over each peer's (times below 1 ms counted as 1 ms), and the load
# average range. Prints Markdown.
#
#   cmd/fzn-tessera/testdata/mzb_summary.sh results.tsv
set -euo pipefail
awk -F'\t' '
NR == 1 { next }
{
  inst[$1] = 1; st[$1, $2] = $3; t[$1, $2] = $5
  if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 }
  if (loadMin == "" || $6 < loadMin) loadMin = $6
  if ($6 > loadMax) loadMax = $6
}
function solved(s) { return s == "complete" || s == "unsat" || s == "sat" }
function ms(x) { x = x + 0; return x < 0.001 ? 0.001 : x }
END {
  split("tessera-f chuffed-f gecode", solvers, " ")
  print "| instance | fzn-tessera -f | s | Chuffed -f | s | Gecode | s |"
  print "|---|---|---|---|---|---|---|"
  for (i = 1; i <= n; i++) {
    k = order[i]; row = "| " k
    for (j = 1; j <= 3; j++) {
      s = solvers[j]; row = row " | " st[k, s] " | " (solved(st[k, s]) ? sprintf("%.3f", t[k, s]) : "-")
      if (solved(st[k, s])) count[s]++
    }
    print row " |"
    if (solved(st[k, "tessera-f"]) && solved(st[k, "chuffed-f"]) && solved(st[k, "gecode"])) {
      common++
      lc += log(ms(t[k, "tessera-f"]) / ms(t[k, "chuffed-f"]))
      lg += log(ms(t[k, "tessera-f"]) / ms(t[k, "gecode"]))
    }
    if (solved(st[k, "chuffed-f"]) || solved(st[k, "gecode"])) peer++
  }
  print ""
  printf "%d instances, %d solved by Chuffed -f or Gecode. Solved: fzn-tessera -f %d, Chuffed -f %d, Gecode %d.\n", n, peer, count["tessera-f"], count["chuffed-f"], count["gecode"]
  if (common > 0)
    printf "On the %d solved by all three, geometric mean of solveTime ratios: fzn-tessera -f / Chuffed -f %.2f, fzn-tessera -f / Gecode %.2f.\n", common, exp(lc / common), exp(lg / common)
  printf "Load average during the run: %s to %s.\n", loadMin, loadMax
}' "$1"
