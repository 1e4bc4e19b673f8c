package main

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cmd/fzn-tessera/internal/flatzinc"
)

// mznlibDeclarations returns the predicates the mznlib declares, split into
// those without a body (MiniZinc passes them on to FlatZinc as they are)
// and those it defines.
func mznlibDeclarations(t *testing.T) (bodyless, defined []string) {
	t.Helper()
	comment := regexp.MustCompile(`%[^\n]*`)
	decl := regexp.MustCompile(`^predicate\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(`)
	files, err := fs.ReadDir(mznlib, "mznlib")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		data, err := fs.ReadFile(mznlib, "mznlib/"+f.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, item := range strings.Split(comment.ReplaceAllString(string(data), ""), ";") {
			item = strings.TrimSpace(item)
			m := decl.FindStringSubmatch(item)
			if m == nil {
				continue
			}
			// A parameter list has no '=': one after the name starts a body.
			if strings.Contains(item, "=") {
				defined = append(defined, m[1])
			} else {
				bodyless = append(bodyless, m[1])
			}
		}
	}
	return bodyless, defined
}

// TestMznlibMatchesBuiltins: every predicate the mznlib declares without a
// body reaches fzn-tessera as a constraint, so each must be a builtin
// (else a model using it would compile and then fail with "unknown
// constraint"); and every native global fzn-tessera posts (fzn_* and
// tessera_*) is declared or defined by the mznlib (else MiniZinc would
// decompose it and the native propagator would never run).
func TestMznlibMatchesBuiltins(t *testing.T) {
	bodyless, defined := mznlibDeclarations(t)
	if len(bodyless) < 40 {
		t.Fatalf("only %d body-less declarations found in the mznlib: %v", len(bodyless), bodyless)
	}
	builtins := flatzinc.Builtins()
	for _, name := range bodyless {
		if strings.Contains(name, "_float_") {
			continue // declared for completeness; float variables are rejected
		}
		if !slices.Contains(builtins, name) {
			t.Errorf("the mznlib declares %s without a body, but fzn-tessera has no such builtin", name)
		}
	}
	for _, name := range builtins {
		if !strings.HasPrefix(name, "fzn_") && !strings.HasPrefix(name, "tessera_") {
			continue // FlatZinc's own builtins, which MiniZinc always emits
		}
		if !slices.Contains(bodyless, name) {
			t.Errorf("fzn-tessera posts %s natively, but the mznlib does not declare it without a body", name)
		}
	}
	for _, name := range defined {
		if slices.Contains(bodyless, name) {
			t.Errorf("the mznlib both declares and defines %s", name)
		}
	}
}
