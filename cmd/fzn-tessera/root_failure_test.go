package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// An infeasible model names, on stderr, the constraint whose root
// propagation fails: its FlatZinc line, its MiniZinc site from the
// mzn_path annotation, and the MiniZinc line itself when the file exists.
func TestRootFailureNamesTheModel(t *testing.T) {
	dir := t.TempDir()
	mzn := filepath.Join(dir, "model.mzn")
	if err := os.WriteFile(mzn, []byte("var 1..10: x;\nvar 1..10: y;\nconstraint x + y >= 5;\nconstraint x + y <= 3;\nsolve satisfy;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fzn := filepath.Join(dir, "model.fzn")
	text := `var 1..10: x:: output_var;
var 1..10: y:: output_var;
constraint int_lin_le([-1,-1],[x,y],-5):: mzn_path("` + mzn + `|3|12|3|21|bin|'>=';");
constraint int_lin_le([1,1],[x,y],3):: mzn_path("` + mzn + `|4|12|4|21|bin|'<=';");
solve satisfy;
`
	if err := os.WriteFile(fzn, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{fzn}, strings.NewReader(""), &out, &errb); code != exitOK || !strings.Contains(out.String(), lineUnsatisfiable) {
		t.Fatalf("exit %d, output %q", code, out.String())
	}
	for _, w := range []string{"unsatisfiable at the root", "int_lin_le (line 3)", "[MiniZinc " + mzn + ":3.12-21]", mzn + ":3: constraint x + y >= 5;"} {
		if !strings.Contains(errb.String(), w) {
			t.Errorf("stderr %q does not say %q", errb.String(), w)
		}
	}
	// A domain emptied while posting names its constraint.
	if err := os.WriteFile(fzn, []byte("var 1..3: x;\nconstraint int_le(x,0);\nsolve satisfy;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	errb.Reset()
	run([]string{fzn}, strings.NewReader(""), &out, &errb)
	if !strings.Contains(errb.String(), "int_le (line 2)") {
		t.Errorf("stderr %q does not name int_le (line 2)", errb.String())
	}
}

// Through MiniZinc: the deliberately broken models of testdata/errors,
// compiled with Tessera's mznlib and the .paths table MiniZinc passes to
// fzn-tessera, give errors that show the MiniZinc file, line and name.
func TestMiniZincErrorsNameTheModel(t *testing.T) {
	if _, err := exec.LookPath("minizinc"); err != nil {
		t.Skip("minizinc is not installed")
	}
	dir := t.TempDir()
	if err := install(dir, "/nonexistent/fzn-tessera"); err != nil { // compiling only
		t.Fatal(err)
	}
	for _, c := range []struct {
		model string
		code  int
		want  []string
	}{
		{"unsat_root", exitOK, []string{"unsatisfiable at the root", "unsat_root.mzn:6.12-21]", "unsat_root.mzn:6: constraint x + y >= 5;"}},
		{"overflow", exitError, []string{"variable load", "overflow.mzn:6.12-43]", "overflow.mzn:6: constraint 1099511627776 * load + spare = 0;"}},
	} {
		mzn, _ := filepath.Abs(filepath.Join("testdata", "errors", c.model+".mzn"))
		fzn, paths := filepath.Join(dir, c.model+".fzn"), filepath.Join(dir, c.model+".paths")
		cmd := exec.Command("minizinc", "-c", "--solver", filepath.Join(dir, "tessera.msc"), "--output-paths-to-file", paths, "--fzn", fzn, mzn)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("minizinc -c %s: %v: %s", mzn, err, msg)
		}
		var out, errb bytes.Buffer
		if code := run([]string{"--paths", paths, fzn}, strings.NewReader(""), &out, &errb); code != c.code {
			t.Errorf("%s: exit %d, want %d: %s", c.model, code, c.code, errb.String())
		}
		for _, w := range c.want {
			if !strings.Contains(errb.String(), w) {
				t.Errorf("%s: stderr %q does not say %q", c.model, errb.String(), w)
			}
		}
	}
}
