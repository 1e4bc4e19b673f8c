package starbattle

import (
	"strings"
	"unicode"
)

// Validate checks that p is a well-formed Star Battle: a side 1..MaxN, a
// star count of at least 1 that a line of N cells can hold without two stars
// touching (2·Stars - 1 ≤ N), exactly N regions with distinct printable
// names, every region holding at least Stars cells, and a known solution (if
// any) of N rows of N cells. Regions need not be connected: the rules do
// not use it. Errors wrap ErrInvalid; Parse reports them at the line of the
// file they concern.
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 1 || n > MaxN {
		return invalidf(lineOf(p.rowLines, 0), "star battle side %d is not supported (expected 1..%d)", n, MaxN)
	}
	if p.Stars < 1 {
		return invalidf(p.starsLine, "expected at least 1 star per row, column and region, found %d", p.Stars)
	}
	if 2*p.Stars-1 > n {
		return invalidf(p.starsLine, "%d stars cannot stand in a line of %d cells without touching (at most %d)", p.Stars, n, (n+1)/2)
	}
	if len(p.Region) != n {
		return invalidf(lineOf(p.rowLines, 0), "the grid has %d rows, expected %d", len(p.Region), n)
	}
	if len(p.Names) != n {
		return invalidf(lineOf(p.rowLines, n-1), "the grid has %d regions, expected %d (one per row: every row and every region holds %d stars)", len(p.Names), n, p.Stars)
	}
	for k, name := range p.Names {
		if !validName(name) {
			return invalidf(lineOf(p.rowLines, 0), "region name '%s' cannot be written in a file (expected printable characters, no spaces, not starting with '#')", name)
		}
		for j := range k {
			if p.Names[j] == name {
				return invalidf(lineOf(p.rowLines, 0), "two regions are named '%s'", name)
			}
		}
	}
	size := make([]int, n)
	for r, row := range p.Region {
		if len(row) != n {
			return invalidf(lineOf(p.rowLines, r), "row %d has %d cells, expected %d", r+1, len(row), n)
		}
		for c, k := range row {
			if k < 0 || k >= n {
				return invalidf(lineOf(p.rowLines, r), "row %d, column %d is in region %d, expected 0..%d", r+1, c+1, k, n-1)
			}
			size[k]++
		}
	}
	for k, sz := range size {
		if sz < p.Stars {
			return invalidf(lineOf(p.rowLines, n-1), "region '%s' has %d cells, too few for %d stars", p.Names[k], sz, p.Stars)
		}
	}
	if p.Known != nil {
		g := p.Known.Star
		if len(g) != n {
			return invalidf(lineOf(p.knownLines, 0), "solution has %d rows, expected %d", len(g), n)
		}
		for r, row := range g {
			if len(row) != n {
				return invalidf(lineOf(p.knownLines, r), "solution row %d has %d cells, expected %d", r+1, len(row), n)
			}
		}
	}
	return nil
}

// validName reports whether a region name can be written in a grid row and
// read back.
func validName(s string) bool {
	if s == "" || strings.HasPrefix(s, "#") || strings.EqualFold(s, "solution") {
		return false
	}
	for _, r := range s {
		if unicode.IsSpace(r) || !unicode.IsGraphic(r) {
			return false
		}
	}
	return true
}
