package cp

import "testing"

// The choice-point stamp is a uint32: after 2^32 Push/PopTo a stale stamp
// must not pass for the current one.
func TestStampWrap(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 9)
	s.Push()       // level 1
	s.Remove(x, 5) // x saved with the current stamp S
	S := s.trail.stamp
	s.Push() // level 2
	fp := s.Fingerprint()
	// As if 2^32 - 4 Push/PopTo had happened since.
	s.trail.stamp = S - 4
	for range 2 {
		s.Push()
		s.PopTo(2)
	}
	s.Remove(x, 7) // without the wrap guard, x's stamp equals the current one
	s.PopTo(1)
	s.Push()
	if s.Fingerprint() != fp || !s.Contains(x, 7) {
		t.Fatalf("PopTo did not restore x: %s", s.String(x))
	}
}
