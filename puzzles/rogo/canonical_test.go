package rogo

import (
	"reflect"
	"slices"
	"testing"
)

func TestCanonical(t *testing.T) {
	p, err := Parse("x", []byte("rogo\nsteps 8\n. 1 . .\n2 . . 3\n. . 4 .\n"))
	if err != nil {
		t.Fatal(err)
	}
	// An 8-cell loop around the 3x3 block at rows 1..3, columns 2..4,
	// written from (0,1) towards (0,2).
	want := []Cell{{0, 1}, {0, 2}, {0, 3}, {1, 3}, {2, 3}, {2, 2}, {2, 1}, {1, 1}}
	wantText := FormatSolution(p, &Solution{Loop: want, Score: 8})
	const golden = "score 8\n. @1 @2 @3\n2 @8 . @4\n. @7 @6 @5\n"
	if wantText != golden {
		t.Fatalf("FormatSolution =\n%s\nwant\n%s", wantText, golden)
	}
	for start := range want {
		for _, reverse := range []bool{false, true} {
			loop := make([]Cell, len(want))
			for i := range want {
				loop[i] = want[(start+i)%len(want)]
			}
			if reverse {
				slices.Reverse(loop)
			}
			orig := slices.Clone(loop)
			got := Canonical(loop)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("Canonical(%v) = %v, want %v", loop, got, want)
			}
			if !reflect.DeepEqual(loop, orig) {
				t.Errorf("Canonical changed its argument")
			}
			s := &Solution{Loop: loop, Score: 8}
			if err := Verify(p, s); err != nil {
				t.Errorf("Verify(%v): %v", loop, err)
			}
			if text := FormatSolution(p, s); text != wantText {
				t.Errorf("FormatSolution(start %d, reverse %v) =\n%s\nwant\n%s", start, reverse, text, wantText)
			}
			// Reading the block back gives the canonical loop.
			back, err := ParseSolution(p, "sol", []byte(wantText))
			if err != nil || !reflect.DeepEqual(back.Loop, want) {
				t.Errorf("ParseSolution = %v, %v", back, err)
			}
		}
	}
	if got := Canonical(nil); len(got) != 0 {
		t.Errorf("Canonical(nil) = %v", got)
	}
	one := []Cell{{3, 4}}
	if got := Canonical(one); !reflect.DeepEqual(got, one) {
		t.Errorf("Canonical(one) = %v", got)
	}
}

// TestParseSolutionNonCanonical reads a block that numbers the loop from
// another start and direction: Known and ParseSolution hold it canonically.
func TestParseSolutionNonCanonical(t *testing.T) {
	in := "rogo\nsteps 4\n1 2\n3 4\nsolution\nscore 10\n@3 @2\n@4 @1\n"
	p, err := Parse("x", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []Cell{{0, 0}, {0, 1}, {1, 1}, {1, 0}}
	if !reflect.DeepEqual(p.Known.Loop, want) {
		t.Errorf("Known.Loop = %v, want %v", p.Known.Loop, want)
	}
	if got := FormatSolution(p, p.Known); got != "score 10\n@1 @2\n@4 @3\n" {
		t.Errorf("FormatSolution = %q", got)
	}
}
