package puzzles

import (
	"bytes"
	"fmt"
)

// A file may hold several puzzle files one after the other, each with its
// own header and kind line: what 'tessera generate --count N' writes. Each
// of them begins with a '# source: ' comment, a line no kind's body holds,
// so a new document starts at such a line that follows a body line.
const documentStart = "# source: "

// document is one puzzle file of a file of several: its text, padded with
// blank lines (which every reader skips) so that its line numbers are the
// file's.
type document struct {
	data  []byte
	index int // 1-based
}

// splitDocuments cuts data into its documents; a file of one gives nil.
func splitDocuments(data []byte) []document {
	var starts []int // byte offsets of the documents after the first
	var lines []int  // their line numbers (0-based)
	body := false
	line := 0
	for off := 0; off < len(data); line++ {
		end := bytes.IndexByte(data[off:], '\n')
		if end < 0 {
			end = len(data) - off
		}
		l := bytes.TrimSpace(data[off : off+end])
		switch {
		case bytes.HasPrefix(l, []byte(documentStart)) && body:
			starts = append(starts, off)
			lines = append(lines, line)
			body = false
		case len(l) > 0 && l[0] != '#':
			body = true
		}
		off += end + 1
	}
	if len(starts) == 0 {
		return nil
	}
	out := []document{{data: data[:starts[0]], index: 1}}
	for i, s := range starts {
		end := len(data)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		d := make([]byte, 0, lines[i]+end-s)
		d = append(d, bytes.Repeat([]byte{'\n'}, lines[i])...)
		out = append(out, document{data: append(d, data[s:end]...), index: i + 2})
	}
	return out
}

// name is the document's name: FILE#k.
func (d document) name(file string) string { return fmt.Sprintf("%s#%d", file, d.index) }

// Documents is the text of each puzzle file in data, for a file of several
// ('tessera generate --count N'): each padded with blank lines so that its
// line numbers are data's, to be read by Parse under the name
// DocumentName(file, k). A file of one puzzle file gives data alone.
func Documents(data []byte) [][]byte {
	docs := splitDocuments(data)
	if docs == nil {
		return [][]byte{data}
	}
	out := make([][]byte, len(docs))
	for i, d := range docs {
		out[i] = d.data
	}
	return out
}

// DocumentName is the name Parse gives the k-th (0-based) of n puzzle
// files of file: FILE#k+1, or file itself when n is 1.
func DocumentName(file string, k, n int) string {
	if n == 1 {
		return file
	}
	return document{index: k + 1}.name(file)
}
