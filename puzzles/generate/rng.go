package generate

import (
	"context"
	"math/bits"
	"math/rand/v2"
)

// Second PCG seed word of each kind, so that the same seed draws unrelated
// streams for different kinds.
const (
	streamTetravex = 0x7465747261766578 // "tetravex"
	streamKenKen   = 0x6b656e6b656e0000 // "kenken"
	streamTakuzu   = 0x74616b757a750000 // "takuzu"
	streamSudoku   = 0x7375646f6b750000 // "sudoku"
	streamRogo     = 0x726f676f00000000 // "rogo"

	streamSkyscrapers = 0x736b797363726170 // "skyscrap"
	streamStarBattle  = 0x7374617262617474 // "starbatt"
	streamFutoshiki   = 0x6675746f7368696b // "futoshik"
	streamKiller      = 0x6b696c6c65720000 // "killer"
)

// rng draws every random choice of a generator from one PCG stream. It
// turns the raw 64-bit words into numbers itself (Lemire's multiply and
// reject), so the puzzles drawn for a seed do not depend on how the
// standard library's convenience methods are written.
type rng struct {
	src *rand.PCG
	ctx context.Context // stops the searches of a generator that counts (never nil)
}

func newRNG(seed, stream uint64) *rng {
	return &rng{src: rand.NewPCG(seed, stream), ctx: context.Background()}
}

// intn returns a uniform number in 0..n-1; n must be positive.
func (g *rng) intn(n int) int {
	if n <= 0 {
		panic("generate: intn of a non-positive bound")
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

// between returns a uniform number in lo..hi.
func (g *rng) between(lo, hi int) int {
	return lo + g.intn(hi-lo+1)
}

// chance reports true with probability num/den.
func (g *rng) chance(num, den int) bool {
	return g.intn(den) < num
}

// shuffle permutes a uniformly (Fisher–Yates).
func shuffle[T any](g *rng, a []T) {
	for i := len(a) - 1; i > 0; i-- {
		j := g.intn(i + 1)
		a[i], a[j] = a[j], a[i]
	}
}

// perm returns a uniform permutation of 0..n-1.
func (g *rng) perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	shuffle(g, p)
	return p
}

// weighted returns i with probability w[i] / sum(w); the weights are
// non-negative with a positive sum.
func (g *rng) weighted(w []int) int {
	sum := 0
	for _, x := range w {
		sum += x
	}
	k := g.intn(sum)
	for i, x := range w {
		if k < x {
			return i
		}
		k -= x
	}
	return len(w) - 1
}

// sample returns a mask of n entries of which k, chosen uniformly, are
// true.
func (g *rng) sample(n, k int) []bool {
	p := g.perm(n)
	in := make([]bool, n)
	for _, i := range p[:k] {
		in[i] = true
	}
	return in
}

// permFrom returns base, base+1, …, base+n-1 in a uniform order.
func (g *rng) permFrom(base, n int) []int {
	p := g.perm(n)
	for i := range p {
		p[i] += base
	}
	return p
}
