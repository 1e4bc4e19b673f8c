package sgt

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// ErrDesc is wrapped by every error about a malformed description.
var ErrDesc = errors.New("malformed game description")

func descErr(game, desc, format string, args ...any) error {
	return fmt.Errorf("%s %q: %s: %w", game, desc, fmt.Sprintf(format, args...), ErrDesc)
}

// Entry is one line of a calibration set: the generator's level letter and
// a game description.
type Entry struct {
	Level byte
	Desc  string
	Line  int
}

// ReadSet reads a calibration set: comment lines (#) and lines "L DESC".
func ReadSet(r io.Reader) ([]Entry, error) {
	var out []Entry
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		lv, desc, ok := strings.Cut(line, " ")
		if !ok || len(lv) != 1 {
			return nil, fmt.Errorf("line %d: expected a level letter, a space and a description: %w", n, ErrDesc)
		}
		out = append(out, Entry{Level: lv[0], Desc: strings.TrimSpace(desc), Line: n})
	}
	return out, sc.Err()
}

// splitParams splits "PARAMS:DATA".
func splitParams(game, desc string) (string, string, error) {
	params, data, ok := strings.Cut(desc, ":")
	if !ok {
		return "", "", descErr(game, desc, "no ':' after the parameters")
	}
	return params, data, nil
}

// Keen decodes a Keen description "W:BLOCKS,CLUES" into a KenKen puzzle.
// BLOCKS runs over the w(w-1) inner edges between horizontal neighbours
// in reading order, then the w(w-1) between vertical neighbours column by
// column, writing how many edges are not cage walls before each wall: '_'
// for none, 'a'..'y' for 1..25, 'z' for 25 with no wall after them; a
// letter followed by a number repeats it that many times; one virtual wall
// ends the list. CLUES gives one clue per cage, in the order of each
// cage's first cell: a (+), m (×), s (−) or d (÷) and the target.
func Keen(desc string) (*kenken.Puzzle, error) {
	const game = "keen"
	params, data, err := splitParams(game, desc)
	if err != nil {
		return nil, err
	}
	w, err := strconv.Atoi(params)
	if err != nil || w < 2 || w > 9 {
		return nil, descErr(game, desc, "size %q, expected 2..9", params)
	}
	blocks, clues, ok := strings.Cut(data, ",")
	if !ok {
		return nil, descErr(game, desc, "no ',' between the cages and the clues")
	}
	cages, err := blockCages(game, desc, blocks, w)
	if err != nil {
		return nil, err
	}
	p := &kenken.Puzzle{N: w}
	for k, cells := range cages {
		cg := kenken.Cage{Name: cageName(k)}
		for _, i := range cells {
			cg.Cells = append(cg.Cells, kenken.Cell{Row: i / w, Col: i % w})
		}
		p.Cages = append(p.Cages, cg)
	}
	// Clues come in the order of the cages' smallest cells, which is the
	// order the loop above created them in.
	for k := range p.Cages {
		if clues == "" {
			return nil, descErr(game, desc, "%d clues for %d cages", k, len(p.Cages))
		}
		op := clues[0]
		j := 1
		for j < len(clues) && clues[j] >= '0' && clues[j] <= '9' {
			j++
		}
		target, err := strconv.Atoi(clues[1:j])
		if err != nil {
			return nil, descErr(game, desc, "clue %d: no number after %q", k+1, op)
		}
		clues = clues[j:]
		cg := &p.Cages[k]
		cg.Target = target
		switch op {
		case 'a':
			cg.Op = kenken.Add
		case 'm':
			cg.Op = kenken.Mul
		case 's':
			cg.Op = kenken.Sub
		case 'd':
			cg.Op = kenken.Div
		default:
			return nil, descErr(game, desc, "clue %d: unknown operation %q", k+1, op)
		}
		if len(cg.Cells) == 1 {
			cg.Op = kenken.Given
		}
	}
	if clues != "" {
		return nil, descErr(game, desc, "clues left over: %q", clues)
	}
	p.Spaced = len(p.Cages) > len(cageLetters)
	if p.Spaced {
		for k := range p.Cages {
			p.Cages[k].Name = "c" + strconv.Itoa(k+1)
		}
	}
	if err := p.Validate(); err != nil {
		return nil, descErr(game, desc, "%v", err)
	}
	return p, nil
}

// blockCages decodes the cage walls of a Keen (or Solo killer) grid w×w,
// BLOCKS as Keen's description has them: the cages' cells in reading
// order, the cages in the order of their smallest cells.
func blockCages(game, desc, blocks string, w int) ([][]int, error) {
	parent := make([]int, w*w)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, b int) {
		ra, rb := find(a), find(b)
		if ra > rb {
			ra, rb = rb, ra
		}
		parent[rb] = ra // the smallest cell names the cage
	}
	edges := 2 * w * (w - 1)
	pos := 0
	for i := 0; i < len(blocks); {
		ch := blocks[i]
		i++
		var run int
		switch {
		case ch == '_':
			run = 0
		case ch >= 'a' && ch <= 'z':
			run = int(ch-'a') + 1
		default:
			return nil, descErr(game, desc, "unexpected %q in the cage walls", ch)
		}
		rep := 1
		if i < len(blocks) && blocks[i] >= '0' && blocks[i] <= '9' {
			j := i
			for j < len(blocks) && blocks[j] >= '0' && blocks[j] <= '9' {
				j++
			}
			rep, _ = strconv.Atoi(blocks[i:j])
			i = j
			if rep < 1 || rep > edges+1 {
				return nil, descErr(game, desc, "repeat count %d", rep)
			}
		}
		for range rep {
			wall := run != 25 // 'z' is 25 non-walls and no wall
			for range run {
				if pos >= edges {
					return nil, descErr(game, desc, "more edges than a %dx%d grid has", w, w)
				}
				var a, b int
				if pos < w*(w-1) {
					y, x := pos/(w-1), pos%(w-1)
					a, b = y*w+x, y*w+x+1
				} else {
					x, y := pos/(w-1)-w, pos%(w-1)
					a, b = y*w+x, (y+1)*w+x
				}
				union(a, b)
				pos++
			}
			if wall {
				pos++
			}
		}
	}
	if pos != edges+1 {
		return nil, descErr(game, desc, "the cage walls cover %d edges, expected %d", pos-1, edges)
	}
	var out [][]int
	index := map[int]int{} // cage root -> index in out
	for i := range w * w {
		r := find(i)
		k, seen := index[r]
		if !seen {
			k = len(out)
			index[r] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], i)
	}
	return out, nil
}

const cageLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func cageName(k int) string {
	if k < len(cageLetters) {
		return cageLetters[k : k+1]
	}
	return "c" + strconv.Itoa(k+1)
}

// Solo decodes a Solo description "CxR:GRID" (standard blocks, C = R) into
// a Sudoku. GRID runs over the cells in reading order: a number is a
// given, 'a'..'z' is a run of 1..26 empty cells, '_' separates two
// numbers.
func Solo(desc string) (*sudoku.Puzzle, error) {
	const game = "solo"
	params, data, err := splitParams(game, desc)
	if err != nil {
		return nil, err
	}
	cs, rs, ok := strings.Cut(params, "x")
	c, err1 := strconv.Atoi(cs)
	r, err2 := strconv.Atoi(rs)
	if !ok || err1 != nil || err2 != nil || c != r || c < 2 || c > 5 {
		return nil, descErr(game, desc, "parameters %q: only square blocks CxC, C in 2..5, are Sudokus here", params)
	}
	n := c * r
	cells, err := soloCells(game, desc, data, n*n, n)
	if err != nil {
		return nil, err
	}
	p := &sudoku.Puzzle{N: n, Grid: make([][]int, n), Spelling: sudoku.Chars}
	for row := range n {
		p.Grid[row] = cells[row*n : (row+1)*n]
	}
	if err := p.Validate(); err != nil {
		return nil, descErr(game, desc, "%v", err)
	}
	return p, nil
}

// Unruly decodes an Unruly description "WxH:GRID" (square; "WxHu" with
// the unique-rows rule, Takuzu's Unique) into a Takuzu. GRID runs over the cells in reading order: a
// lower-case letter skips as many empty cells as its distance from 'a'
// and then gives a 0; an upper-case one the same with a 1; 'z' and 'Z'
// skip 25 cells and give none. The last letter's given falls one past the
// grid.
func Unruly(desc string) (*takuzu.Puzzle, error) {
	const game = "unruly"
	params, data, err := splitParams(game, desc)
	if err != nil {
		return nil, err
	}
	ws, hs, ok := strings.Cut(params, "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(strings.TrimRight(hs, "u"))
	unique := strings.HasSuffix(hs, "u")
	if !ok || err1 != nil || err2 != nil || w != h || w < 2 || w%2 != 0 || strings.Count(hs, "u") > 1 {
		return nil, descErr(game, desc, "parameters %q: expected a square even grid NxN, with u for the unique-rows rule", params)
	}
	n := w
	grid := make([]int8, n*n)
	for i := range grid {
		grid[i] = -1
	}
	pos := 0
	for i := 0; i < len(data); i++ {
		ch := data[i]
		var v int8
		switch {
		case ch == 'z' || ch == 'Z':
			pos += 25
			continue
		case ch >= 'a' && ch < 'z':
			pos += int(ch - 'a')
			v = 0
		case ch >= 'A' && ch < 'Z':
			pos += int(ch - 'A')
			v = 1
		default:
			return nil, descErr(game, desc, "unexpected %q", ch)
		}
		if pos < n*n {
			grid[pos] = v
		}
		pos++
	}
	if pos != n*n+1 {
		return nil, descErr(game, desc, "the grid covers %d cells, expected %d", pos-1, n*n)
	}
	p := &takuzu.Puzzle{N: n, Unique: unique, Grid: make([][]int8, n)}
	for r := range n {
		p.Grid[r] = grid[r*n : (r+1)*n]
	}
	if err := p.Validate(); err != nil {
		return nil, descErr(game, desc, "%v", err)
	}
	return p, nil
}
