package puzzles

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"unicode"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// ErrRegister is wrapped by every error of Register: a kind without a
// name or a required function, or a name already registered.
var ErrRegister = errors.New("cannot register the puzzle kind")

// registered is what the package needs of a registered kind, whatever its
// puzzle and solution types.
type registered interface {
	name() string
	parseAll(file string, data []byte) ([]Puzzle, error)
	bundledFS() fs.FS
	picture() picturer // nil: no Picture
	words(p Puzzle) *KindWords
	generator() *KindGenerator
	formatHelp() string
}

// registry holds the registered kinds: by name for look-ups, and in
// registration order for everything that lists them (never map order).
var registry struct {
	sync.RWMutex
	byName map[string]registered
	order  []string
}

// Register adds a puzzle kind. From then on Parse reads files whose kind
// line names it, Solve solves (checking every solution with the kind's
// Verify), counts and reports statistics on them, Kinds lists it after
// those registered before, and Bundled and OpenBundled serve its bundled
// library. The built-in kinds are registered the same way, when the
// package is initialised. Register is safe for concurrent use; a program
// usually registers its kinds once, at start-up.
//
// It returns an error wrapping ErrRegister, and registers nothing, when the
// name is not one lower-case word (letters and digits, starting with a
// letter), is taken, or a required function of k is nil.
func Register[P, S any](k Kind[P, S]) error {
	if err := checkName(k.Name); err != nil {
		return err
	}
	registry.Lock()
	defer registry.Unlock()
	if _, taken := registry.byName[k.Name]; taken {
		return fmt.Errorf("%w %q: a kind of that name is already registered", ErrRegister, k.Name)
	}
	if err := checkFuncs(&k); err != nil {
		return err
	}
	if registry.byName == nil {
		registry.byName = map[string]registered{}
	}
	registry.byName[k.Name] = &kind[P, S]{k}
	registry.order = append(registry.order, k.Name)
	text.AddKind(k.Name)
	return nil
}

// mustRegister registers a built-in kind; a mistake there is the
// package's own, found by every test.
func mustRegister[P, S any](k Kind[P, S]) {
	if err := Register(k); err != nil {
		panic(err)
	}
}

// checkName accepts one lower-case word that a kind line can hold and
// that is not the solution block's line.
func checkName(name string) error {
	if name == "" || name == "solution" || !unicode.IsLetter(rune(name[0])) || strings.IndexFunc(name, func(r rune) bool {
		return !(unicode.IsLower(r) || unicode.IsDigit(r))
	}) >= 0 {
		return fmt.Errorf("%w %q: expected a name of lower-case letters and digits, starting with a letter (not 'solution')", ErrRegister, name)
	}
	return nil
}

// checkFuncs asks for the functions every kind needs.
func checkFuncs[P, S any](k *Kind[P, S]) error {
	var missing []string
	for _, f := range []struct {
		name string
		nil  bool
	}{
		{"Parse or ParseAll", k.Parse == nil && k.ParseAll == nil},
		{"PuzzleName", k.PuzzleName == nil},
		{"Format", k.Format == nil},
		{"FormatSolution", k.FormatSolution == nil},
		{"ParseSolution", k.ParseSolution == nil},
		{"Verify", k.Verify == nil},
	} {
		if f.nil {
			missing = append(missing, f.name)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%w %q: no %s", ErrRegister, k.Name, strings.Join(missing, ", "))
	}
	if k.Parse != nil && k.ParseAll != nil {
		return fmt.Errorf("%w %q: give Parse or ParseAll, not both", ErrRegister, k.Name)
	}
	return nil
}

// lookup returns the kind registered under name.
func lookup(name string) (registered, bool) {
	registry.RLock()
	defer registry.RUnlock()
	k, ok := registry.byName[name]
	return k, ok
}

// FormatHelp is the summary of the file format of the kind registered
// under name (Kind.FormatHelp), "" when it gives none.
func FormatHelp(name string) string {
	k, ok := lookup(name)
	if !ok {
		return ""
	}
	return k.formatHelp()
}

// Kinds lists the registered puzzle kinds in registration order: the
// built-in ones first.
func Kinds() []string {
	registry.RLock()
	defer registry.RUnlock()
	return append([]string(nil), registry.order...)
}
