package craft

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// The masks reach the ladder model's fixpoints at Counting, Strength,
// Combined and Lookahead (closes' singleton passes),
// domain by domain, on drawn KenKens of every size the generator makes,
// unique or not, and band agrees with the model's bandUpTo wherever it
// says it knows.
func TestKenKenMasksAgreeWithLadder(t *testing.T) {
	seeds := 40
	if testing.Short() {
		seeds = 10
	}
	bands := Bands("kenken")
	var known, unknown, lookaheads int
	for n := 3; n <= 9; n++ {
		for seed := range uint64(seeds) {
			name, p, mk := drawnKenKenMasks(t, seed, n)
			// up climbs the ceilings from the one below (raise), as
			// bandUpwards does.
			up, upAt, upOK := make([]uint32, n*n), Rung(0), true
			for _, ceiling := range []Rung{Counting, Strength, Combined, Lookahead} {
				want := make([]uint32, n*n)
				wantOK := mk.fixpoint(want, min(ceiling, Combined))
				upOK = upOK && mk.raise(up, upAt, ceiling)
				upAt = ceiling
				m, err := build(nil, p, false, nil, ceiling)
				if err != nil {
					t.Fatal(err)
				}
				s := m.Store
				s.SetRungLimit(ceiling.cp())
				ok := s.Propagate()
				if ceiling == Lookahead {
					// closes' singleton passes, to their fixpoint (or solved)
					if wantOK && !mk.solved(want) {
						before := slices.Clone(want)
						wantOK = mk.lookahead(want)
						if !wantOK || !slices.Equal(before, want) {
							lookaheads++ // a position the probes moved
						}
					}
					if ok {
						if _, err := m.closes(Lookahead); err != nil {
							t.Fatal(err)
						}
						ok = !s.Failed()
					}
				}
				if ok != wantOK {
					t.Fatalf("%s at %s: the model propagates %v, the masks %v", name, ceiling, ok, wantOK)
				}
				if upOK != wantOK || wantOK && !slices.Equal(up, want) {
					t.Fatalf("%s at %s: the masks from the rung below %v %b, from blank %v %b", name, ceiling, upOK, up, wantOK, want)
				}
				if !ok {
					continue
				}
				for i, x := range m.Vars {
					var dom uint32
					for v := 1; v <= n; v++ {
						if s.Contains(x, v) {
							dom |= 1 << (v - 1)
						}
					}
					if dom != want[i] {
						t.Fatalf("%s at %s: cell %d: the model keeps %b, the masks %b", name, ceiling, i, dom, want[i])
					}
				}
			}
			for _, hi := range []Rung{Counting, Strength, Combined, Lookahead, Search} {
				i, ok := mk.band(bands, hi)
				if !ok {
					unknown++
					continue
				}
				known++
				m, err := build(nil, p, false, nil, hi)
				if err != nil {
					t.Fatal(err)
				}
				want, err := m.bandUpTo(bands, hi)
				if err != nil {
					t.Fatal(err)
				}
				if want > 3 && hi > Lookahead {
					want = -1 // above the masks' bands: not theirs to tell
				}
				if i != want {
					t.Fatalf("%s up to %s: the masks' band %d, the model's %d", name, hi, i, want)
				}
			}
		}
	}
	t.Logf("bands told %d, left to the model %d; positions the lookahead moved %d", known, unknown, lookaheads)
	if known == 0 || unknown > 0 || lookaheads == 0 {
		t.Fatalf("the masks told %d bands, left %d to the model", known, unknown)
	}
}

// drawnKenKenMasks draws the KenKen of seed and side n as the generator
// does, with its masks; on odd seeds the masks know the planted solution
// (their probes then skip its digits), so both paths are covered, and
// are loaded on the slices of the ones before (the generator's
// kenkenMasksScratch), on even seeds made new.
func drawnKenKenMasks(t *testing.T, seed uint64, n int) (string, puzzles.Puzzle, *kenkenMasks) {
	t.Helper()
	kp, sol, err := kenken.Planted(seed, n)
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("%dx%d seed %d", n, n, seed)
	p, err := reparse(name, kenken.Format(kp))
	if err != nil {
		t.Fatal(err)
	}
	mk := newKenkenMasks(kp)
	if seed%2 == 1 {
		mk = &reusedKenKenMasks
		if !mk.load(kp) {
			mk = nil
		}
	}
	if mk == nil {
		t.Fatalf("%s: no masks", name)
	}
	if seed%2 == 1 {
		mk.plant(sol)
	}
	return name, p, mk
}

// reusedKenKenMasks are drawnKenKenMasks' masks loaded one puzzle after
// another (the tests that use them run one at a time).
var reusedKenKenMasks kenkenMasks

// The unreasonable generator climbs the masks to Combined, counts, and
// climbs on to Lookahead from there (kenkenCandidate): the band is the one
// each rung's fixpoint from blank gives, and a draw the first half places
// is unique.
func TestKenKenSplitClimbAgrees(t *testing.T) {
	seeds := uint64(80)
	if testing.Short() {
		seeds = 20
	}
	bands := Bands("kenken")
	var first, second int
	for n := 3; n <= 9; n++ {
		for seed := range seeds {
			kp, sol, err := kenken.Planted(seed, n)
			if err != nil {
				t.Fatal(err)
			}
			mk := newKenkenMasks(kp)
			mk.plant(sol)
			if !mk.climbs() {
				t.Fatalf("%dx%d seed %d: the masks do not climb", n, n, seed)
			}
			// The reference: each rung's fixpoint from blank, no solution
			// known (band's other path).
			want, wantKnown := newKenkenMasks(kp).band(bands, Search)
			g := make([]uint32, n*n)
			i, known, ok := mk.bandFrom(g, 0, bands, Combined)
			if !ok || !known {
				t.Fatalf("%dx%d seed %d: the climb to Combined: known %v, ok %v", n, n, seed, known, ok)
			}
			if i >= 0 {
				first++
				if c, _ := kenkenCount(kp, 2); c != 1 {
					t.Fatalf("%dx%d seed %d: placed in band %d by Combined, %d solutions", n, n, seed, i, c)
				}
			} else {
				second++
				i, known, _ = mk.bandFrom(g, Combined, bands, Search)
			}
			if i != want || known != wantKnown {
				t.Fatalf("%dx%d seed %d: split climb %d %v, each rung from blank %d %v", n, n, seed, i, known, want, wantKnown)
			}
		}
	}
	t.Logf("placed by Combined %d, climbed on %d", first, second)
	if first == 0 || second == 0 {
		t.Fatalf("the cases do not separate: %d, %d", first, second)
	}
}
