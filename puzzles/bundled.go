package puzzles

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// BundledPrefix marks a bundled puzzle in a file argument:
// "bundled:rogo/hakank_intro1".
const BundledPrefix = "bundled:"

// ErrNoBundled is wrapped when a bundled name matches no puzzle.
var ErrNoBundled = errors.New("no such bundled puzzle")

// BundledFile is one file of the bundled library.
type BundledFile struct {
	Name    string // kind/file without ".txt", e.g. "rogo/hakank_intro1", "sudoku/stretch/gecode_p18_25x25"
	Kind    string
	Source  string // the file's "# source:" header
	Puzzles int    // puzzles in the file (several for a Sudoku collection)
	Size    string // the first puzzle's size
}

// Bundled lists the bundled library, kinds in Kinds() order, files by name.
func Bundled() ([]BundledFile, error) {
	var out []BundledFile
	for _, k := range Kinds() {
		kd, _ := lookup(k)
		fsys := kd.bundledFS()
		if fsys == nil {
			continue
		}
		err := fs.WalkDir(fsys, "testdata", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".txt") {
				return err
			}
			data, err := fs.ReadFile(fsys, p)
			if err != nil {
				return err
			}
			name := k + "/" + strings.TrimSuffix(strings.TrimPrefix(p, "testdata/"), ".txt")
			ps, err := Parse(BundledPrefix+name, data)
			if err != nil {
				return err
			}
			out = append(out, BundledFile{Name: name, Kind: k, Source: headerValue(data, "source"), Puzzles: len(ps), Size: ps[0].Size()})
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ReadBundled returns the text of a bundled file. name is "kind/file", with
// or without the "bundled:" prefix and the ".txt" suffix.
func ReadBundled(name string) ([]byte, error) {
	name = strings.TrimSuffix(strings.TrimPrefix(name, BundledPrefix), ".txt")
	k, file, ok := strings.Cut(name, "/")
	b, known := lookup(k)
	if !ok || !known || file == "" {
		return nil, fmt.Errorf("%s%s: expected kind/file with a kind among %s: %w", BundledPrefix, name, strings.Join(Kinds(), ", "), ErrNoBundled)
	}
	fsys := b.bundledFS()
	if fsys == nil {
		return nil, fmt.Errorf("%s%s: %w (kind %s bundles no puzzles)", BundledPrefix, name, ErrNoBundled, k)
	}
	data, err := fs.ReadFile(fsys, path.Join("testdata", file+".txt"))
	if err != nil {
		return nil, fmt.Errorf("%s%s: %w (see 'tessera list %s')", BundledPrefix, name, ErrNoBundled, k)
	}
	return data, nil
}

// OpenBundled parses a bundled file. "sudoku/top95#3" selects the third
// puzzle of a collection.
func OpenBundled(name string) ([]Puzzle, error) {
	name = strings.TrimPrefix(name, BundledPrefix)
	file, sel, hasSel := strings.Cut(name, "#")
	data, err := ReadBundled(file)
	if err != nil {
		return nil, err
	}
	ps, err := Parse(BundledPrefix+strings.TrimSuffix(file, ".txt"), data)
	if err != nil || !hasSel {
		return ps, err
	}
	i, err := strconv.Atoi(sel)
	if err != nil || i < 1 || i > len(ps) {
		return nil, fmt.Errorf("%s%s: expected a puzzle number 1..%d after '#': %w", BundledPrefix, name, len(ps), ErrNoBundled)
	}
	return ps[i-1 : i], nil
}

// headerValue returns the value of a "# key: value" header line, or "".
func headerValue(data []byte, key string) string {
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "#") {
			if line != "" {
				break
			}
			continue
		}
		if v, ok := strings.CutPrefix(strings.TrimSpace(line[1:]), key+":"); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}
