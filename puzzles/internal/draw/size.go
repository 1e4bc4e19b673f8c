package draw

import "fmt"

// GridSize completes and checks a generator's grid size: 0 for both is
// def×def, one of them 0 takes the other, and each must lie in lo..hi
// (the kinds' GenSize functions). what, when not empty, follows the
// expected range in the error ("the clue row and column included").
func GridSize(kind string, rows, cols, def, lo, hi int, what string) (int, int, error) {
	switch {
	case rows == 0 && cols == 0:
		return def, def, nil
	case rows == 0:
		rows = cols
	case cols == 0:
		cols = rows
	}
	if rows < lo || rows > hi || cols < lo || cols > hi {
		if what != "" {
			what = " (" + what + ")"
		}
		return 0, 0, fmt.Errorf("%s size %dx%d, expected %d..%d rows and columns%s", kind, rows, cols, lo, hi, what)
	}
	return rows, cols, nil
}
