package kindtest

import (
	"errors"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// CheckError checks that err is a *text.Error naming file and line whose
// message contains phrase: the form of every parse and validation error.
func CheckError(t *testing.T, file string, err error, line int, phrase string) {
	t.Helper()
	var te *text.Error
	if !errors.As(err, &te) {
		t.Errorf("%s: got %v, want a *text.Error", file, err)
		return
	}
	if te.Line != line || !strings.Contains(te.Msg, phrase) || te.File != file {
		t.Errorf("%s: got %q (line %d), want line %d and %q", file, err, te.Line, line, phrase)
	}
}
