package flatzinc

import (
	"fmt"
	"slices"
	"strings"
)

// Range is the integers Lo..Hi (Lo ≤ Hi).
type Range struct{ Lo, Hi int }

// IntSet is a set of integers as sorted, disjoint, non-adjacent ranges.
// The zero value is the empty set.
type IntSet struct{ Ranges []Range }

// NewIntSet returns the set of the given values.
func NewIntSet(values ...int) IntSet {
	vs := slices.Clone(values)
	slices.Sort(vs)
	var s IntSet
	for _, v := range vs {
		if n := len(s.Ranges); n > 0 && v <= s.Ranges[n-1].Hi+1 {
			s.Ranges[n-1].Hi = max(s.Ranges[n-1].Hi, v)
			continue
		}
		s.Ranges = append(s.Ranges, Range{v, v})
	}
	return s
}

// RangeSet returns lo..hi, empty when lo > hi.
func RangeSet(lo, hi int) IntSet {
	if lo > hi {
		return IntSet{}
	}
	return IntSet{Ranges: []Range{{lo, hi}}}
}

// Empty reports whether s has no element.
func (s IntSet) Empty() bool { return len(s.Ranges) == 0 }

// Min and Max are the smallest and largest elements; s must not be empty.
func (s IntSet) Min() int { return s.Ranges[0].Lo }
func (s IntSet) Max() int { return s.Ranges[len(s.Ranges)-1].Hi }

// Contains reports whether v is in s.
func (s IntSet) Contains(v int) bool {
	i, _ := slices.BinarySearchFunc(s.Ranges, v, func(r Range, v int) int {
		switch {
		case r.Hi < v:
			return -1
		case r.Lo > v:
			return 1
		}
		return 0
	})
	return i < len(s.Ranges) && s.Ranges[i].Lo <= v && v <= s.Ranges[i].Hi
}

// Size is the number of elements, saturated at limit (so that a huge
// range costs nothing to measure).
func (s IntSet) Size(limit int) int {
	n := 0
	for _, r := range s.Ranges {
		w := r.Hi - r.Lo // at most 2^63-2: literals lie within ±(2^62-1)
		if w >= limit-n {
			return limit
		}
		n += w + 1
	}
	return min(n, limit)
}

// Values lists the elements; the caller checks Size first.
func (s IntSet) Values() []int {
	var vs []int
	for _, r := range s.Ranges {
		for v := r.Lo; ; v++ {
			vs = append(vs, v)
			if v == r.Hi {
				break
			}
		}
	}
	return vs
}

// Intersect returns the elements of s within lo..hi.
func (s IntSet) Intersect(lo, hi int) IntSet {
	var out IntSet
	for _, r := range s.Ranges {
		if l, h := max(r.Lo, lo), min(r.Hi, hi); l <= h {
			out.Ranges = append(out.Ranges, Range{l, h})
		}
	}
	return out
}

// IsRange reports whether s is one range lo..hi (or empty).
func (s IntSet) IsRange() bool { return len(s.Ranges) <= 1 }

// String writes s in FlatZinc syntax: lo..hi for a range, {a,b,…}
// otherwise; a large set of several ranges (only ever shown in messages)
// is written as its ranges joined by "union".
func (s IntSet) String() string {
	if len(s.Ranges) == 1 && s.Ranges[0].Lo != s.Ranges[0].Hi {
		return fmt.Sprintf("%d..%d", s.Ranges[0].Lo, s.Ranges[0].Hi)
	}
	if s.Size(1025) > 1024 {
		parts := make([]string, len(s.Ranges))
		for i, r := range s.Ranges {
			parts[i] = fmt.Sprintf("%d..%d", r.Lo, r.Hi)
		}
		return strings.Join(parts, " union ")
	}
	var b strings.Builder
	b.WriteByte('{')
	for i, v := range s.Values() {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, v)
	}
	b.WriteByte('}')
	return b.String()
}
