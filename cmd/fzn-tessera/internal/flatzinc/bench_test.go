package flatzinc

import (
	"os"
	"testing"
)

// The front end's cost on the largest test model (coins: 92 KB of
// FlatZinc, mostly reified linear constraints), parsing alone and then
// parsing and building the store.
const benchFile = "../../testdata/models/coins.fzn"

func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(benchFile)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(benchFile, data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseBuild(b *testing.B) {
	data, err := os.ReadFile(benchFile)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		m, err := Parse(benchFile, data)
		if err != nil {
			b.Fatal(err)
		}
		p, err := Build(m)
		if err != nil {
			b.Fatal(err)
		}
		if p.Store.NumProps() == 0 {
			b.Fatal("no propagators built")
		}
	}
}
