#!/usr/bin/env bash
# Runs MiniZinc with Tessera as its solver on a few models of testdata/
# and checks the answers: fzn-tessera --install-msc writes the solver
# configuration into a temporary directory, and "minizinc --solver
# tessera.msc" compiles each model with Tessera's mznlib and runs it.
# .ci/run calls it when minizinc is installed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/fzn-tessera" ./cmd/fzn-tessera)
"$tmp/fzn-tessera" --install-msc "$tmp/msc" >/dev/null
msc="$tmp/msc/tessera.msc"
echo "$(minizinc --version | head -n 1)"

fail=0
check() { # NAME WANT GOT
  if [ "$2" = "$3" ]; then
    echo "ok   $1: $3"
  else
    echo "FAIL $1: got $3, want $2"
    fail=1
  fi
}
mzn() { minizinc --solver "$msc" "$@" 2>"$tmp/err" || { cat "$tmp/err"; return 0; }; }

# Counting: every solution, then "==========" (shown by MiniZinc as well).
out=$(mzn -a "$here/models/queens.mzn" "$here/models/queens_8.dzn")
check "queens 8, all solutions" "92 complete" "$(grep -c '^----------$' <<<"$out") $(grep -q '^==========$' <<<"$out" && echo complete || echo incomplete)"
out=$(mzn -a "$here/models/nonogram.mzn" "$here/models/nonogram_nonunique.dzn")
check "nonogram with 43 solutions" "43" "$(grep -c '^----------$' <<<"$out")"
# Optimisation, with the objective printed by MiniZinc.
out=$(mzn --output-objective "$here/models/send_most_money.mzn")
check "SEND+MOST=MONEY, largest MONEY" "_objective = 10876;" "$(grep '^_objective' <<<"$out" | tail -n 1)"
out=$(mzn --output-objective -f "$here/models/golomb.mzn" "$here/models/golomb_6.dzn")
check "Golomb ruler of 6 marks, free search" "_objective = 17;" "$(grep '^_objective' <<<"$out" | tail -n 1)"
# The model's own output item, through MiniZinc's solns2out.
out=$(mzn "$here/models/zebra.mzn")
check "zebra puzzle output item" "zebra: 5, water: 1" "$(head -n 1 <<<"$out")"
# Infeasibility and statistics.
out=$(mzn -s "$here/models/schur.mzn" "$here/models/schur_14.dzn")
check "Schur 14 with 3 colours" "=====UNSATISFIABLE=====" "$(grep '=====' <<<"$out" | tail -n 1)"
check "statistics" "yes" "$(grep -q '^%%%mzn-stat: nodes=' <<<"$out" && echo yes || echo no)"
# A model outside what Tessera solves: an error naming the FlatZinc line.
printf 'var 1.0..2.0: f;\nsolve minimize f;\n' >"$tmp/float.mzn"
minizinc --solver "$msc" "$tmp/float.mzn" >"$tmp/out" 2>&1 || true
check "float variables rejected with a line number" "yes" "$(grep -q 'fzn:[0-9]*: f: float variables are not supported' "$tmp/out" && echo yes || echo no)"
# A table over unbounded variables is solved (no refusal): its columns
# bound them.
printf 'include "table.mzn";\narray[1..2] of var int: load;\nconstraint table(load, [|1, 2|3, 4|]);\nsolve satisfy;\n' >"$tmp/table.mzn"
out=$(mzn -a "$tmp/table.mzn")
check "a table over unbounded variables" "2" "$(grep -c '^----------$' <<<"$out")"
# A refusal names the MiniZinc variable and line (through the .paths file
# MiniZinc passes for needsPathsFile) and quotes the line.
minizinc --solver "$msc" "$here/errors/overflow.mzn" >"$tmp/out" 2>&1 || true
check "a refusal names the MiniZinc variable and line" "yes" "$(grep -q 'fzn:[0-9]*: int_lin_eq: .*variable load.*\[MiniZinc .*overflow.mzn:6\.' "$tmp/out" && grep -q 'overflow.mzn:6: constraint 1099511627776' "$tmp/out" && echo yes || echo no)"
# Infeasible at the root: the failing constraint's MiniZinc line.
minizinc --solver "$msc" "$here/errors/unsat_root.mzn" >"$tmp/out" 2>&1 || true
check "an infeasible root names the MiniZinc constraint" "yes" "$(grep -q 'unsatisfiable at the root: .*unsat_root.mzn:6\.' "$tmp/out" && grep -q 'unsat_root.mzn:6: constraint x + y >= 5;' "$tmp/out" && echo yes || echo no)"
exit $fail
