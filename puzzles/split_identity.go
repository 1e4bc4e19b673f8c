package puzzles

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/search"
)

// A distributed solve is right only if the results merged are those of one
// split, each part once, each searching the subproblems its split gave it,
// with the split's options. Every job and result line therefore carries:
//
//   - Split, the split's identity: a hash of the puzzle's text, the options
//     that change the search (what to find, the brancher, the seed), the
//     fingerprint of the propagated root and the split's parameters (parts,
//     subproblems asked, subproblems made). A line whose fields do not
//     hash to its Split was edited after the split.
//   - Decisions, a hash of the part's subproblems bound to Split and the
//     part's number: solve-part recomputes it from the subproblems it is
//     about to search and refuses a job whose decisions differ; the result
//     carries the hash of what was searched.
//
// MergeParts recomputes the split from the puzzle and the options (the
// split is deterministic) and checks every result's Decisions against its
// own: a part whose subproblems were repeated, dropped or altered, or a
// part of a split with other parameters, is refused by the line that
// carries it, whatever hashes that line claims.

// splitIdentity is what the identity hashes (in this field order).
type splitIdentity struct {
	Version  int     `json:"version"`
	Kind     string  `json:"kind"`
	Puzzle   string  `json:"puzzle"`
	Want     int64   `json:"want"`
	Question string  `json:"question"`
	Brancher string  `json:"brancher"`
	Seed     *uint64 `json:"seed"`
	Root     string  `json:"root"`
	Parts    int     `json:"parts"`
	Target   int     `json:"target"`
	Total    int     `json:"total"`
}

// id is the identity's hash, 32 hexadecimal digits (128 bits of SHA-256).
func (si splitIdentity) id() string {
	data, err := json.Marshal(si)
	if err != nil {
		panic("puzzles: split identity: " + err.Error()) // plain data
	}
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:16])
}

func (j *Job) identity() splitIdentity {
	return splitIdentity{JobVersion, j.Kind, j.Puzzle, j.Want, j.Question, j.Brancher, j.Seed, j.Root, j.Parts, j.Target, j.Total}
}

func (r *PartResult) identity() splitIdentity {
	return splitIdentity{JobVersion, r.Kind, r.Puzzle, r.Want, r.Question, r.Brancher, r.Seed, r.Root, r.Parts, r.Target, r.Total}
}

// decisionsDigest hashes a part's subproblems (indices and decisions, in
// the order given) with the split's identity and the part's number.
func decisionsDigest(split string, part int, subs []search.Subproblem) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s/%d/%d\n", split, part, len(subs))
	buf := make([]byte, 0, 64)
	for _, sp := range subs {
		buf = strconv.AppendInt(buf[:0], int64(sp.Index), 10)
		buf = append(buf, ':')
		for _, d := range sp.Decisions {
			buf = strconv.AppendInt(buf, int64(d.Var), 10)
			buf = append(buf, ' ')
			buf = append(buf, d.Op.String()...)
			buf = append(buf, ' ')
			buf = strconv.AppendInt(buf, int64(d.Value), 10)
			buf = append(buf, ',')
		}
		buf = append(buf, '\n')
		h.Write(buf)
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// splitOptions describes the options of an identity that change the
// search, for a message comparing two lines.
func (si splitIdentity) options() string {
	s := "want " + strconv.FormatInt(si.Want, 10)
	if si.Brancher != "" {
		s += ", brancher " + si.Brancher
	}
	if si.Seed != nil {
		s += ", seed " + strconv.FormatUint(*si.Seed, 10)
	}
	return s
}

// differs names how b's identity differs from a's (that of the result
// named aAt), the first difference in the order a reader would look for.
func (a splitIdentity) differs(b splitIdentity, aAt string) string {
	switch {
	case a.Kind != b.Kind || a.Puzzle != b.Puzzle:
		return "a result of another puzzle than " + aAt
	case a.Want != b.Want || a.Question != b.Question || a.Brancher != b.Brancher || !sameSeed(a.Seed, b.Seed):
		return fmt.Sprintf("a part solved with other options (%s; %s: %s)", b.options(), aAt, a.options())
	case a.Root != b.Root:
		return "a part of a split by another version of tessera (its model's root differs from " + aAt + "'s)"
	case a.Parts != b.Parts || a.Target != b.Target || a.Total != b.Total:
		return fmt.Sprintf("a part of another split of this puzzle (%d parts, %d subproblems; %s: %d parts, %d subproblems)",
			b.Parts, b.Total, aAt, a.Parts, a.Total)
	}
	return "a part of another split than " + aAt
}

func sameSeed(a, b *uint64) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}
