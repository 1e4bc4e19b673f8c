package draw

import (
	"context"
	"math/bits"
	"math/rand/v2"
)

// RNG draws every random choice of a generator from one PCG stream. It
// turns the raw 64-bit words into numbers itself (Lemire's multiply and
// reject), so the puzzles drawn for a seed do not depend on how the
// standard library's convenience methods are written.
type RNG struct {
	src rand.Source
	// Ctx stops the searches of a generator that counts (never nil).
	Ctx context.Context
}

// New is the stream of seed for a generator whose second PCG seed word is
// stream (a constant per kind, so that one seed draws unrelated streams
// for different kinds).
func New(seed, stream uint64) *RNG {
	return &RNG{src: rand.NewPCG(seed, stream), Ctx: context.Background()}
}

// From is the stream of src: a caller that draws from its own stream
// (package puzzles/craft, one per attempt) hands it to a kind's drawing.
func From(src rand.Source) *RNG {
	return &RNG{src: src, Ctx: context.Background()}
}

// Uint64 is the stream's next raw word.
func (g *RNG) Uint64() uint64 { return g.src.Uint64() }

// Intn returns a uniform number in 0..n-1; n must be positive.
func (g *RNG) Intn(n int) int {
	if n <= 0 {
		panic("draw: Intn of a non-positive bound")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(g.src.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(g.src.Uint64(), bound)
		}
	}
	return int(hi)
}

// Between returns a uniform number in lo..hi.
func (g *RNG) Between(lo, hi int) int {
	return lo + g.Intn(hi-lo+1)
}

// Chance reports true with probability num/den.
func (g *RNG) Chance(num, den int) bool {
	return g.Intn(den) < num
}

// Shuffle permutes a uniformly (Fisher–Yates).
func Shuffle[T any](g *RNG, a []T) {
	for i := len(a) - 1; i > 0; i-- {
		j := g.Intn(i + 1)
		a[i], a[j] = a[j], a[i]
	}
}

// Perm returns a uniform permutation of 0..n-1.
func (g *RNG) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	Shuffle(g, p)
	return p
}

// Weighted returns i with probability w[i] / sum(w); the weights are
// non-negative with a positive sum.
func (g *RNG) Weighted(w []int) int {
	sum := 0
	for _, x := range w {
		sum += x
	}
	k := g.Intn(sum)
	for i, x := range w {
		if k < x {
			return i
		}
		k -= x
	}
	return len(w) - 1
}

// Sample returns a mask of n entries of which k, chosen uniformly, are
// true.
func (g *RNG) Sample(n, k int) []bool {
	p := g.Perm(n)
	in := make([]bool, n)
	for _, i := range p[:k] {
		in[i] = true
	}
	return in
}

// PermFrom returns base, base+1, …, base+n-1 in a uniform order.
func (g *RNG) PermFrom(base, n int) []int {
	p := g.Perm(n)
	for i := range p {
		p[i] += base
	}
	return p
}
