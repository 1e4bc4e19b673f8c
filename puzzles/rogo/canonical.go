package rogo

// before reports whether a comes before b in reading order (top row first,
// left to right).
func before(a, b Cell) bool {
	return a.Row < b.Row || (a.Row == b.Row && a.Col < b.Col)
}

// Canonical returns the loop written canonically: it starts at the loop's
// first cell in reading order and goes on to whichever of that cell's two
// loop neighbours comes first in reading order. Loops that are the same
// cycle, whatever their start and direction, give equal results. The result
// is a new slice; the argument is not changed.
func Canonical(loop []Cell) []Cell {
	n := len(loop)
	out := make([]Cell, n)
	if n == 0 {
		return out
	}
	first := 0
	for i, c := range loop {
		if before(c, loop[first]) {
			first = i
		}
	}
	for i := range n {
		out[i] = loop[(first+i)%n]
	}
	if n > 2 && before(out[n-1], out[1]) {
		for i, j := 1, n-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	return out
}
