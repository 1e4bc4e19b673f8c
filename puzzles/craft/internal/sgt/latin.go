package sgt

import (
	"strconv"
	"strings"
)

// Towers reads a Towers game ID "N:CLUES[,GIVENS]" into a Skyscrapers
// file. CLUES are 4N numbers separated by '/', empty for no clue: the top
// clues left to right, the bottom ones left to right, the left ones top
// to bottom, the right ones top to bottom. GIVENS runs over the cells in
// reading order: a letter 'a'..'z' skips 1..26 cells, a digit is the
// height of the next cell ('_' separates two digits).
func Towers(desc string) (string, error) {
	const game = "towers"
	params, data, err := splitParams(game, desc)
	if err != nil {
		return "", err
	}
	n, err := strconv.Atoi(params)
	if err != nil || n < 1 || n > 9 {
		return "", descErr(game, desc, "size %q, expected 1..9", params)
	}
	clueText, givenText, _ := strings.Cut(data, ",")
	fields := strings.Split(clueText, "/")
	if len(fields) != 4*n {
		return "", descErr(game, desc, "%d clues, expected %d", len(fields), 4*n)
	}
	clues := make([]int, 4*n)
	for i, f := range fields {
		if f == "" {
			continue
		}
		v, err := strconv.Atoi(f)
		if err != nil || v < 1 || v > n {
			return "", descErr(game, desc, "clue %q, expected 1..%d", f, n)
		}
		clues[i] = v
	}
	givens := make([]int, n*n)
	pos := 0
	for _, ch := range givenText {
		switch {
		case ch == '_':
		case ch >= 'a' && ch <= 'z':
			pos += int(ch-'a') + 1
		case ch >= '1' && ch <= '9' && pos < n*n:
			givens[pos] = int(ch - '0')
			pos++
		default:
			return "", descErr(game, desc, "unexpected %q in the givens", ch)
		}
	}
	if givenText != "" && pos != n*n {
		return "", descErr(game, desc, "the givens cover %d cells, expected %d", pos, n*n)
	}
	top, bottom, left, right := clues[:n], clues[n:2*n], clues[2*n:3*n], clues[3*n:]
	var b strings.Builder
	b.WriteString("skyscrapers\n")
	row := func(vals ...int) {
		for _, v := range vals {
			if v == 0 {
				b.WriteByte('.')
			} else {
				b.WriteString(strconv.Itoa(v))
			}
		}
		b.WriteByte('\n')
	}
	row(append(append([]int{0}, top...), 0)...)
	for r := range n {
		row(append(append([]int{left[r]}, givens[r*n:(r+1)*n]...), right[r])...)
	}
	row(append(append([]int{0}, bottom...), 0)...)
	return b.String(), nil
}

// Unequal reads an Unequal game ID "N:CELLS" into a Futoshiki file.
// CELLS are N² comma-separated cells in reading order, each a number (0
// for none) and the letters of its signs: U, R, D or L where the cell is
// greater than its neighbour above, to the right, below or to the left.
func Unequal(desc string) (string, error) {
	const game = "unequal"
	params, data, err := splitParams(game, desc)
	if err != nil {
		return "", err
	}
	n, err := strconv.Atoi(params)
	if err != nil || n < 1 || n > 9 {
		return "", descErr(game, desc, "size %q, expected 1..9", params)
	}
	cells := strings.Split(strings.TrimSuffix(data, ","), ",")
	if len(cells) != n*n {
		return "", descErr(game, desc, "%d cells, expected %d", len(cells), n*n)
	}
	vals := make([]int, n*n)
	// right[i]: the sign between cell i and the cell to its right ('<',
	// '>' or ' '); below[i]: between cell i and the cell below ('^' the
	// upper is smaller, 'v' greater, '-' none).
	right := []byte(strings.Repeat(" ", n*n))
	below := []byte(strings.Repeat("-", n*n))
	for i, c := range cells {
		j := 0
		for j < len(c) && c[j] >= '0' && c[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(c[:j])
		if err != nil || v < 0 || v > n {
			return "", descErr(game, desc, "cell %q, expected a number 0..%d", c, n)
		}
		vals[i] = v
		r, col := i/n, i%n
		for _, f := range c[j:] {
			switch {
			case f == 'U' && r > 0:
				below[i-n] = '^'
			case f == 'D' && r < n-1:
				below[i] = 'v'
			case f == 'L' && col > 0:
				right[i-1] = '<'
			case f == 'R' && col < n-1:
				right[i] = '>'
			default:
				return "", descErr(game, desc, "sign %q at cell %d", f, i+1)
			}
		}
	}
	var b strings.Builder
	b.WriteString("futoshiki\n")
	for r := range n {
		for c := range n {
			if v := vals[r*n+c]; v == 0 {
				b.WriteByte('.')
			} else {
				b.WriteString(strconv.Itoa(v))
			}
			if c < n-1 {
				b.WriteByte(right[r*n+c])
			}
		}
		b.WriteByte('\n')
		if r < n-1 {
			for c := range n {
				if c > 0 {
					b.WriteByte(' ')
				}
				b.WriteByte(below[r*n+c])
			}
			b.WriteByte('\n')
		}
	}
	return b.String(), nil
}

// Singles reads a Singles game ID "WxH:NUMBERS" into a Hitori file:
// NUMBERS are the W·H numbers in reading order, one character each (1-9,
// then a-z for 10-35).
func Singles(desc string) (string, error) {
	const game = "singles"
	params, data, err := splitParams(game, desc)
	if err != nil {
		return "", err
	}
	ws, hs, ok := strings.Cut(params, "x")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || errW != nil || errH != nil || w < 1 || h < 1 || w > 35 || h > 35 {
		return "", descErr(game, desc, "size %q, expected WxH", params)
	}
	if len(data) != w*h {
		return "", descErr(game, desc, "%d numbers, expected %d", len(data), w*h)
	}
	var b strings.Builder
	b.WriteString("hitori\n")
	for r := range h {
		for c := range w {
			ch := data[r*w+c]
			var v int
			switch {
			case ch >= '1' && ch <= '9':
				v = int(ch - '0')
			case ch >= 'a' && ch <= 'z':
				v = int(ch-'a') + 10
			default:
				return "", descErr(game, desc, "number %q", ch)
			}
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteByte('\n')
	}
	return b.String(), nil
}
