package slitherlink_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/tessera-cp/tessera/examples/slitherlink"
)

// FuzzParse: no input panics the parser, and every file it accepts
// formats back to a file that reads the same, whose known solution (if
// any) Verify judges without panicking.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"testdata/loopy_7x7_easy.txt", "testdata/loopy_7x7_hard.txt"} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("slitherlink\n3.\n.2\nsolution\n+-+-+\n|3 .|\n+ + +\n|. 2|\n+-+-+\n"))
	f.Add([]byte("slitherlink\n2x2t0:1a2b\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := slitherlink.Parse("f", data)
		if err != nil {
			return
		}
		text := slitherlink.Format(p)
		q, err := slitherlink.Parse("f", []byte(text))
		if err != nil || slitherlink.Format(q) != text {
			t.Fatalf("Format does not read back: %v\n%s", err, text)
		}
		if p.Known != nil {
			_ = slitherlink.Verify(p, p.Known)
		}
	})
}

// TestParseMutations: 3,000 bundled files with a few characters changed
// (seeded) are read, formatted back and verified without a panic (a hang
// would stop the test at go test's timeout).
func TestParseMutations(t *testing.T) {
	data, err := os.ReadFile("testdata/loopy_7x7_easy.txt")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	accepted := 0
	for range 3000 {
		d := append([]byte(nil), data...)
		for range 1 + rng.IntN(4) {
			d[rng.IntN(len(d))] = " +-|.0123x\n"[rng.IntN(11)]
		}
		p, err := slitherlink.Parse("f", d)
		if err != nil {
			continue
		}
		accepted++
		if _, err := slitherlink.Parse("f", []byte(slitherlink.Format(p))); err != nil {
			t.Fatalf("Format of %q does not read back: %v", d, err)
		}
		if p.Known != nil {
			_ = slitherlink.Verify(p, p.Known)
		}
	}
	if accepted == 0 {
		t.Error("no mutated file was accepted: the test reads nothing past the parser")
	}
}
