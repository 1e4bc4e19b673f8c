package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The FlatZinc MiniZinc 2.6 writes for
//
//	array[1..2] of var int: load;                 % line 2
//	var 1..9: chosen;
//	int: k = 1099511627776;
//	constraint k * load[1] + load[2] = 0;         % line 5
//
// (a sum over unbounded variables that could pass the engine's 2^61,
// which Linear refuses), without and with the mzn_path annotations of
// --keep-paths, and its .paths table.
const (
	brokenFzn = `var int: X_INTRODUCED_0_;
var int: X_INTRODUCED_1_;
var 1..9: chosen:: output_var;
array [1..2] of var int: load:: output_array([1..2]) = [X_INTRODUCED_0_,X_INTRODUCED_1_];
constraint int_lin_eq([1099511627776,1],load,0);
solve  satisfy;
`
	brokenFznKeepPaths = `var int: X_INTRODUCED_0_:: mzn_path("model.mzn|2|25|2|28|id|load;|0|0|0|0|il|0;");
var int: X_INTRODUCED_1_:: mzn_path("model.mzn|2|25|2|28|id|load;|0|0|0|0|il|1;");
var 1..9: chosen:: output_var:: mzn_path("model.mzn|3|11|3|16|id|chosen;model.mzn|3|1|3|16|vd;");
array [1..2] of var int: load:: output_array([1..2]) = [X_INTRODUCED_0_,X_INTRODUCED_1_];
constraint int_lin_eq([1099511627776,1],load,0):: mzn_path("model.mzn|5|12|5|25|ca|int_lin_eq;");
solve  satisfy;
`
	brokenPaths = "X_INTRODUCED_0_\tload[1]\tmodel.mzn|2|25|2|28|id|load;|0|0|0|0|il|0;\n" +
		"X_INTRODUCED_1_\tload[2]\tmodel.mzn|2|25|2|28|id|load;|0|0|0|0|il|1;\n" +
		"chosen\tchosen\tmodel.mzn|3|11|3|16|id|chosen;model.mzn|3|1|3|16|vd;\n" +
		"0\t0\tmodel.mzn|5|12|5|25|ca|int_lin_eq;\n"
)

// A refusal names the FlatZinc file and line, the FlatZinc variable, and,
// from the .paths table or the mzn_path annotations, the MiniZinc variable
// and the model's line.
func TestRefusalNamesTheModel(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	fzn, keep, paths := write("plain.fzn", brokenFzn), write("keep.fzn", brokenFznKeepPaths), write("model.paths", brokenPaths)
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{fzn}, []string{"plain.fzn:5: int_lin_eq:", "variable X_INTRODUCED_0_): the sums could overflow"}},
		{[]string{"--paths", paths, fzn}, []string{"plain.fzn:5: int_lin_eq:", "variable X_INTRODUCED_0_ (MiniZinc load[1])", "[MiniZinc model.mzn:5.12-25]"}},
		{[]string{keep}, []string{"keep.fzn:5: int_lin_eq:", "variable X_INTRODUCED_0_ (MiniZinc load (element 1))", "[MiniZinc model.mzn:5.12-25]"}},
		{[]string{"--paths", paths, keep}, []string{"keep.fzn:5:", "(MiniZinc load[1])", "[MiniZinc model.mzn:5.12-25]"}},
	} {
		var out, errb bytes.Buffer
		if code := run(c.args, strings.NewReader(""), &out, &errb); code != exitError {
			t.Errorf("%v: exit %d, want %d", c.args, code, exitError)
		}
		for _, w := range c.want {
			if !strings.Contains(errb.String(), w) {
				t.Errorf("%v: %q does not say %q", c.args, errb.String(), w)
			}
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"--paths", filepath.Join(dir, "none.paths"), fzn}, strings.NewReader(""), &out, &errb); code != exitError || !strings.Contains(errb.String(), "--paths:") {
		t.Errorf("a missing .paths file: exit %d, %q", code, errb.String())
	}
}
