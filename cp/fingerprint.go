package cp

// Fingerprint hashes every piece of trailed state: the domains (words, min,
// max, size), the reversible ints and the reversible bitsets. Tests compare
// fingerprints before a Push and after the matching PopTo to prove that the
// trail restores the state bit for bit.
func (s *Store) Fingerprint() uint64 {
	h := s.DomainFingerprint()
	for _, v := range s.trail.ints {
		h = mix(h, uint64(v))
	}
	for _, w := range s.trail.bits {
		h = mix(h, w)
	}
	return h
}

// DomainFingerprint hashes the domains only.
func (s *Store) DomainFingerprint() uint64 {
	h := uint64(14695981039346656037)
	for x := range s.min {
		h = mix(h, uint64(s.min[x]))
		h = mix(h, uint64(s.max[x]))
		h = mix(h, uint64(s.siz[x]))
	}
	for _, w := range s.words {
		h = mix(h, w)
	}
	return h
}

func mix(h, v uint64) uint64 {
	h ^= v
	h *= 1099511628211
	h ^= h >> 29
	return h
}
