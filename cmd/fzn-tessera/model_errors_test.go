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
//	array[1..3] of var int: load;           % line 1
//	var 1..3: pick;
//	var 1..9: chosen;
//	constraint chosen = load[pick];         % line 4
//
// (an element over unbounded variables, which ElementVar refuses), without
// and with the mzn_path annotations of --keep-paths, and its .paths table.
const (
	brokenFzn = `var int: X_INTRODUCED_0_;
var int: X_INTRODUCED_1_;
var int: X_INTRODUCED_2_;
var 1..3: pick:: output_var;
var 1..9: chosen:: is_defined_var:: output_var;
array [1..3] of var int: load:: output_array([1..3]) = [X_INTRODUCED_0_,X_INTRODUCED_1_,X_INTRODUCED_2_];
constraint array_var_int_element(pick,load,chosen):: defines_var(chosen);
solve  satisfy;
`
	brokenFznKeepPaths = `var int: X_INTRODUCED_0_:: mzn_path("model.mzn|1|25|1|28|id|load;|0|0|0|0|il|0;");
var int: X_INTRODUCED_1_:: mzn_path("model.mzn|1|25|1|28|id|load;|0|0|0|0|il|1;");
var int: X_INTRODUCED_2_:: mzn_path("model.mzn|1|25|1|28|id|load;|0|0|0|0|il|2;");
var 1..3: pick:: output_var:: mzn_path("model.mzn|2|11|2|14|id|pick;model.mzn|2|1|2|14|vd;");
var 1..9: chosen:: is_defined_var:: output_var:: mzn_path("model.mzn|3|11|3|16|id|chosen;model.mzn|3|1|3|16|vd;");
array [1..3] of var int: load:: output_array([1..3]) = [X_INTRODUCED_0_,X_INTRODUCED_1_,X_INTRODUCED_2_];
constraint array_var_int_element(pick,load,chosen):: defines_var(chosen):: mzn_path("model.mzn|4|12|4|30|bin|'=';model.mzn|4|21|4|30|aa;model.mzn|4|21|4|30|ca|element;/usr/share/minizinc/std/redefinitions-2.0.2.mzn|12|3|12|73|ca|array_var_int_element;");
solve  satisfy;
`
	brokenPaths = "X_INTRODUCED_0_\tload[1]\tmodel.mzn|1|25|1|28|id|load;|0|0|0|0|il|0;\n" +
		"X_INTRODUCED_1_\tload[2]\tmodel.mzn|1|25|1|28|id|load;|0|0|0|0|il|1;\n" +
		"X_INTRODUCED_2_\tload[3]\tmodel.mzn|1|25|1|28|id|load;|0|0|0|0|il|2;\n" +
		"pick\tpick\tmodel.mzn|2|11|2|14|id|pick;model.mzn|2|1|2|14|vd;\n" +
		"chosen\tchosen\tmodel.mzn|3|11|3|16|id|chosen;model.mzn|3|1|3|16|vd;\n" +
		"0\t0\tmodel.mzn|4|12|4|30|bin|'=';model.mzn|4|21|4|30|aa;model.mzn|4|21|4|30|ca|element;\n"
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
		{[]string{fzn}, []string{"plain.fzn:7: array_var_int_element:", "variable X_INTRODUCED_0_ (argument 0) is an interval variable"}},
		{[]string{"--paths", paths, fzn}, []string{"plain.fzn:7: array_var_int_element:", "variable X_INTRODUCED_0_ (MiniZinc load[1])", "[MiniZinc model.mzn:4.12-30]"}},
		{[]string{keep}, []string{"keep.fzn:7: array_var_int_element:", "variable X_INTRODUCED_0_ (MiniZinc load (element 1))", "[MiniZinc model.mzn:4.12-30]"}},
		{[]string{"--paths", paths, keep}, []string{"keep.fzn:7:", "(MiniZinc load[1])", "[MiniZinc model.mzn:4.12-30]"}},
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
