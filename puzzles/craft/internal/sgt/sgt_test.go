package sgt

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// TestDecodedSetsAreUnique decodes every calibration description and
// counts the solutions of the result with the engine: a wrong decoding
// would give no solution or several (Tatham's generators make unique
// puzzles), so this is the check of the decoders.
func TestDecodedSetsAreUnique(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/sgt/*.txt")
	if len(files) < 9 {
		t.Fatalf("found %d calibration sets", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		es, err := ReadSet(strings.NewReader(string(data)))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if testing.Short() {
			es = es[:len(es)/10]
		}
		for _, e := range es {
			var text string
			switch base := filepath.Base(f); {
			case strings.HasPrefix(base, "keen"):
				p, err := Keen(e.Desc)
				if err != nil {
					t.Fatalf("%s:%d: %v", f, e.Line, err)
				}
				text = kenken.Format(p)
			case strings.HasPrefix(base, "solokiller"):
				p, err := SoloKiller(e.Desc)
				if err != nil {
					t.Fatalf("%s:%d: %v", f, e.Line, err)
				}
				text = killer.Format(p)
			case strings.HasPrefix(base, "pattern"):
				if text, err = Pattern(e.Desc); err != nil {
					t.Fatalf("%s:%d: %v", f, e.Line, err)
				}
			case strings.HasPrefix(base, "solo"):
				p, err := Solo(e.Desc)
				if err != nil {
					t.Fatalf("%s:%d: %v", f, e.Line, err)
				}
				text = sudoku.Format(p)
			case strings.HasPrefix(base, "towers"), strings.HasPrefix(base, "unequal"), strings.HasPrefix(base, "singles"):
				decode := map[string]func(string) (string, error){"towers": Towers, "unequal": Unequal, "singles": Singles}[strings.Split(base, "_")[0]]
				if text, err = decode(e.Desc); err != nil {
					t.Fatalf("%s:%d: %v", f, e.Line, err)
				}
			default:
				p, err := Unruly(e.Desc)
				if err != nil {
					t.Fatalf("%s:%d: %v", f, e.Line, err)
				}
				text = takuzu.Format(p)
			}
			ps, err := puzzles.Parse(f, []byte(text))
			if err != nil {
				t.Fatalf("%s:%d: the decoded puzzle does not parse back: %v\n%s", f, e.Line, err, text)
			}
			res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2})
			if err != nil {
				t.Fatal(err)
			}
			if u, known := res.Unique(); !u || !known {
				t.Fatalf("%s:%d: %d solutions (%v), expected exactly one\n%s", f, e.Line, res.Solutions, res.Reason, text)
			}
		}
	}
}

func TestDecodersRejectMalformed(t *testing.T) {
	bad := []struct {
		decode func(string) error
		desc   string
	}{
		{func(d string) error { _, err := Keen(d); return err }, "6"},
		{func(d string) error { _, err := Keen(d); return err }, "6:_3a"},
		{func(d string) error { _, err := Keen(d); return err }, "4:a_7a__a_aaba,a7a3d2m4s1m12s2"},    // a clue short
		{func(d string) error { _, err := Keen(d); return err }, "4:a_7a__a_aaba,a7a3d2m4s1m12s2d2a"}, // one too many
		{func(d string) error { _, err := Keen(d); return err }, "4:a_7a__a_aabab,a7a3d2m4s1m12s2d2"}, // an edge too many
		{func(d string) error { _, err := Keen(d); return err }, "4:a_7a__a_aaba,x7a3d2m4s1m12s2d2"},
		{func(d string) error { _, err := Solo(d); return err }, "3x3:a2_9"},
		{func(d string) error { _, err := Solo(d); return err }, "2x3:" + strings.Repeat("a", 36)},
		{func(d string) error { _, err := Solo(d); return err }, "3x3:" + strings.Repeat("z", 4)},
		{func(d string) error { _, err := Unruly(d); return err }, "8x8:dFAcbIEABAJgCHA"},
		{func(d string) error { _, err := Unruly(d); return err }, "7x7:dFAc"},
		{func(d string) error { _, err := Unruly(d); return err }, "8x8uu:dFAcbIEABAJgCHAb"},              // the unique-rows flag twice
		{func(d string) error { _, err := Towers(d); return err }, "5:2//3//3/3//2/2/////////1/"},         // a clue short
		{func(d string) error { _, err := Towers(d); return err }, "5:2//3//3/3//2/2/////////1//,l1c2"},   // the givens short
		{func(d string) error { _, err := Towers(d); return err }, "5:2//3//3/3//2/2/////////6//"},        // a clue too high
		{func(d string) error { _, err := Unequal(d); return err }, "5:0D,0,0,0,0D,0R,0,0,0U,0DL,0,0,0L"}, // cells short
		{func(d string) error { _, err := Unequal(d); return err }, "2:0U,0,0,0,"},                        // a sign off the grid
		{func(d string) error { _, err := Singles(d); return err }, "6x6:43525163264325644226635464311632361"},
		{func(d string) error { _, err := Singles(d); return err }, "6x6:43525163264325644226635464311632361!"},
		{func(d string) error { _, err := Pattern(d); return err }, "5x5:2/3/1.1/1.1.1/2/3/1/1.1/2"},   // a clue short
		{func(d string) error { _, err := Pattern(d); return err }, "5x5:2/3/1.x/1.1.1/2/3/1/1.1/2/4"}, // not a number
		{func(d string) error { _, err := SoloKiller(d); return err }, "3x3:zzzc,_a,1"},                // not killer
		{func(d string) error { _, err := SoloKiller(d); return err }, "3x3k:zzzc,_a"},                 // no sums
		{func(d string) error { _, err := SoloKiller(d); return err }, "3x3k:5zzzb,_a,1"},              // a given
	}
	for _, b := range bad {
		if err := b.decode(b.desc); !errors.Is(err, ErrDesc) {
			t.Errorf("%q: %v, want an ErrDesc", b.desc, err)
		}
	}
	// The good ones these were cut from.
	if _, err := Keen("4:a_7a__a_aaba,a7a3d2m4s1m12s2d2"); err != nil {
		t.Error(err)
	}
	if _, err := Unruly("8x8:dFAcbIEABAJgCHAb"); err != nil {
		t.Error(err)
	}
	if p, err := Unruly("8x8u:dFAcbIEABAJgCHAb"); err != nil || !p.Unique {
		t.Errorf("the unique-rows flag: %v", err)
	}
	for _, d := range []func() error{
		func() error { _, err := Towers("5:2//3//3/3//2/2/////////1//,l1c2h"); return err },
		func() error {
			_, err := Unequal("5:0D,0,0,0,0D,0R,0,0,0U,0DL,0,0,0L,0,0,0,0,0UR,0R,0,0,0,0,0,0,")
			return err
		},
		func() error { _, err := Singles("6x6:435251632643256442266354643116323616"); return err },
		func() error { _, err := Pattern("5x5:2/3/1.1/1.1.1/2/3/1/1.1/2/4"); return err },
	} {
		if err := d(); err != nil {
			t.Error(err)
		}
	}
}
