package puzzles

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// DefaultMaxModelBytes is the memory a puzzle's model may take by default
// (BuildLimits.MaxBytes 0): a larger one is refused with an error wrapping
// cp.ErrModelTooLarge rather than built (the tessera command's
// --max-model-mb raises it).
const DefaultMaxModelBytes = 256 << 20

// BuildLimits bound the building of a puzzle's model: the context and the
// deadline stop it (an error wrapping cp.ErrBuildStopped), MaxBytes caps
// the memory of its reversible state (0: DefaultMaxModelBytes; -1: none).
type BuildLimits struct {
	Context  context.Context // nil: none
	Deadline time.Time       // zero: none
	MaxBytes int64
}

// limitedBuilder is a Puzzle whose model can be built on a given store.
type limitedBuilder interface {
	buildOn(s *cp.Store) (*Model, error)
}

// BuildLimited builds p's model under lim: every kind's Build, the
// modelling layer's posts and the compilation of tables and automata
// check them, so a build stops within one post of the limit.
func BuildLimited(p Puzzle, lim BuildLimits) (*Model, error) {
	b, ok := p.(limitedBuilder)
	if !ok {
		return p.Build()
	}
	maxBytes := lim.MaxBytes
	switch {
	case maxBytes == 0:
		maxBytes = DefaultMaxModelBytes
	case maxBytes < 0:
		maxBytes = 0
	}
	s := cp.NewStore().SetBuildLimits(lim.Context, lim.Deadline, maxBytes)
	if err := s.BuildErr(); err != nil {
		return nil, fmt.Errorf("%s: %w", p.Name(), err)
	}
	m, err := b.buildOn(s)
	if err == nil {
		err = s.BuildErr() // a limit a kind's Build did not report
	}
	if err != nil {
		if (errors.Is(err, cp.ErrModelTooLarge) || errors.Is(err, cp.ErrBuildStopped)) && !strings.HasPrefix(err.Error(), p.Name()+":") {
			err = fmt.Errorf("%s: %w", p.Name(), err)
		}
		return nil, err
	}
	s.SetBuildLimits(nil, time.Time{}, 0) // the search may allocate more
	return m, nil
}
