package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// editOneCell changes one cell of a solution block (the text 'tessera
// solve' prints) of p so that it breaks a rule, or reports false when the
// block has no such cell. k picks the cell: the first of the k-th grid row
// (for ROGO, only k = 0: the loop's last cell).
func editOneCell(p puzzles.Puzzle, block string, k int) (string, bool) {
	kind := p.Kind()
	lines := strings.Split(strings.TrimRight(block, "\n"), "\n")
	first := 0
	if kind == "rogo" {
		first = 1 // the 'score S' line
	}
	rows := lines[first:]
	row := k % len(rows)
	spaced := strings.ContainsAny(rows[row], " \t")
	var toks []string
	if spaced {
		toks = strings.Fields(rows[row])
	} else {
		toks = strings.Split(rows[row], "")
	}
	switch kind {
	case "takuzu":
		toks[0] = map[string]string{"0": "1", "1": "0"}[toks[0]]
	case "kakurasu":
		toks[0] = map[string]string{"#": ".", ".": "#"}[toks[0]]
	case "rogo":
		// The loop's last cell @S becomes an ordinary cell: a loop of S-1
		// steps. Only where that cell holds no points (else the score line
		// already disagrees when reading).
		if k > 0 {
			return "", false
		}
		rp := p.(interface{ Unwrap() any }).Unwrap().(*rogo.Puzzle)
		steps := 0
		for _, l := range rows {
			steps += strings.Count(l, "@")
		}
		for r, l := range rows {
			ts := strings.Fields(l)
			for c, tok := range ts {
				if tok == "@"+itoa(int64(steps)) {
					if rp.Points[r][c] != 0 {
						return "", false
					}
					ts[c] = "."
					rows[r] = strings.Join(ts, " ")
					return strings.Join(lines, "\n") + "\n", true
				}
			}
		}
		return "", false
	case "hidato", "kakuro":
		// Two numbers of the row, holes and black cells ('#') left alone:
		// the first one takes the second's value, so a Hidato number is
		// written twice, and a Kakuro run's sum changes.
		i := 0
		for i < len(toks) && toks[i] == "#" {
			i++
		}
		j := i + 1
		for j < len(toks) && toks[j] == "#" {
			j++
		}
		if j >= len(toks) || toks[i] == toks[j] {
			return "", false
		}
		toks[i] = toks[j]
	default:
		// Sudoku, KenKen (Latin squares), ABC Path (each letter once),
		// Tetravex (each piece once): the value of another cell of the row
		// puts one value twice.
		if len(toks) < 2 || toks[0] == toks[1] {
			return "", false
		}
		toks[0] = toks[1]
	}
	sep := ""
	if spaced {
		sep = " "
	}
	rows[row] = strings.Join(toks, sep)
	return strings.Join(lines, "\n") + "\n", true
}

// TestCheckCatchesOneCellEdits: for every bundled puzzle with a known
// solution (every kind), 'tessera check' accepts the solution and rejects
// it after a one-cell edit, naming the broken rule: the registry wires
// each kind's Verify into check.
func TestCheckCatchesOneCellEdits(t *testing.T) {
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	perKind := map[string]int{}
	for _, f := range files {
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		for j, p := range ps {
			known := p.Known()
			if known == nil {
				continue
			}
			name := puzzles.BundledPrefix + f.Name
			if len(ps) > 1 {
				name += "#" + itoa(int64(j+1))
			}
			block := known.Format()
			orig := filepath.Join(dir, "known.txt")
			if err := os.WriteFile(orig, []byte(block), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, stdout, stderr := (invocation{args: []string{"check", name, orig}}).run(t); code != exitOK {
				t.Errorf("%s: the known solution: exit %d\n%s%s", name, code, stdout, stderr)
			}
			for k := range 3 {
				edited, ok := editOneCell(p, block, k)
				if !ok {
					continue
				}
				path := filepath.Join(dir, "edited.txt")
				if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
					t.Fatal(err)
				}
				code, stdout, stderr := invocation{args: []string{"check", name, path}}.run(t)
				if code != exitInput || stdout != "" || !strings.HasPrefix(stderr, "tessera: "+path+": not a solution of "+p.Name()+": ") {
					t.Errorf("%s, edit %d: exit %d, stdout %q, stderr %q; want exit 1 and 'not a solution'\n%s", name, k, code, stdout, stderr, edited)
				}
				perKind[p.Kind()]++
			}
		}
	}
	for _, k := range puzzles.Kinds() {
		if perKind[k] == 0 {
			t.Errorf("no %s solution edited", k)
		}
		t.Logf("%s: %d edited solutions rejected", k, perKind[k])
	}
}
