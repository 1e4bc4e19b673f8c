package flatzinc

import (
	"iter"

	"github.com/emirpasic/gods/maps/linkedhashmap"
)

// Symbols is the symbol table: every parameter and variable by name, kept
// in declaration order (a linked hash map), so that whatever walks the
// declarations (the builder, the output) does so in the order of the file.
type Symbols struct {
	m *linkedhashmap.Map
}

func newSymbols() *Symbols { return &Symbols{m: linkedhashmap.New()} }

// Lookup returns the declaration of name.
func (s *Symbols) Lookup(name string) (*Decl, bool) {
	v, ok := s.m.Get(name)
	if !ok {
		return nil, false
	}
	return v.(*Decl), true
}

// add declares d; a name may be declared once.
func (s *Symbols) add(d *Decl) error {
	if prev, ok := s.Lookup(d.Name); ok {
		return errorf(d.Line, "%s is already declared on line %d", d.Name, prev.Line)
	}
	s.m.Put(d.Name, d)
	return nil
}

// Len is the number of declarations.
func (s *Symbols) Len() int { return s.m.Size() }

// All yields the declarations in the order of the file.
func (s *Symbols) All() iter.Seq[*Decl] {
	return func(yield func(*Decl) bool) {
		it := s.m.Iterator()
		for it.Next() {
			if !yield(it.Value().(*Decl)) {
				return
			}
		}
	}
}
