package sgt

import (
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/killer"
)

// SoloKiller decodes a Solo killer description "3x3k:GRID,BLOCKS,SUMS"
// into a Killer Sudoku: GRID is Solo's grid of givens (which must be
// empty: a Killer file has none), BLOCKS the cage walls as Keen writes
// them, SUMS a grid in Solo's spelling holding each cage's sum on one of
// its cells.
func SoloKiller(desc string) (*killer.Puzzle, error) {
	const game = "solo"
	params, data, err := splitParams(game, desc)
	if err != nil {
		return nil, err
	}
	if params != "3x3k" {
		return nil, descErr(game, desc, "parameters %q: only 3x3k (a 9×9 killer) is read here", params)
	}
	const n = 9
	parts := strings.Split(data, ",")
	if len(parts) != 3 {
		return nil, descErr(game, desc, "expected GRID,BLOCKS,SUMS")
	}
	givens, err := soloCells(game, desc, parts[0], 81, n)
	if err != nil {
		return nil, err
	}
	for _, v := range givens {
		if v != 0 {
			return nil, descErr(game, desc, "a killer with givens has no Killer file")
		}
	}
	cages, err := blockCages(game, desc, parts[1], n)
	if err != nil {
		return nil, err
	}
	sums, err := soloCells(game, desc, parts[2], 81, 45)
	if err != nil {
		return nil, err
	}
	p := &killer.Puzzle{N: n}
	for k, cells := range cages {
		cg := killer.Cage{Name: cageName(k)}
		for _, i := range cells {
			cg.Cells = append(cg.Cells, killer.Cell{Row: i / n, Col: i % n})
			if sums[i] != 0 {
				if cg.Sum != 0 {
					return nil, descErr(game, desc, "cage %d has two sums", k+1)
				}
				cg.Sum = sums[i]
			}
		}
		if cg.Sum == 0 {
			return nil, descErr(game, desc, "cage %d has no sum", k+1)
		}
		p.Cages = append(p.Cages, cg)
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

// soloCells reads Solo's grid spelling of cells cells: a number is a
// value (at most max), 'a'..'z' a run of 1..26 empty cells (0), '_'
// separates two numbers.
func soloCells(game, desc, data string, cells, max int) ([]int, error) {
	out := make([]int, 0, cells)
	for i := 0; i < len(data); {
		ch := data[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			for range int(ch-'a') + 1 {
				out = append(out, 0)
			}
			i++
		case ch == '_':
			i++
		case ch >= '1' && ch <= '9':
			j := i
			for j < len(data) && data[j] >= '0' && data[j] <= '9' {
				j++
			}
			v, _ := strconv.Atoi(data[i:j])
			if v > max {
				return nil, descErr(game, desc, "number %d, expected at most %d", v, max)
			}
			out = append(out, v)
			i = j
		default:
			return nil, descErr(game, desc, "unexpected %q", ch)
		}
	}
	if len(out) != cells {
		return nil, descErr(game, desc, "%d cells, expected %d", len(out), cells)
	}
	return out, nil
}
