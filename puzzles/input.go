package puzzles

import (
	"io"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// MaxFileBytes is the size limit of a puzzle or solution file (4 MiB).
const MaxFileBytes = text.MaxFileBytes

// ErrTooLarge is wrapped by the error of ReadLimited for an input longer
// than MaxFileBytes.
var ErrTooLarge = text.ErrTooLarge

// ReadLimited reads a whole puzzle file from r (a file, standard input, a
// pipe), but never more than MaxFileBytes+1 bytes: an endless stream such
// as /dev/zero stops there with an error naming file that wraps
// ErrTooLarge, so memory stays bounded whatever the input.
func ReadLimited(file string, r io.Reader) ([]byte, error) {
	return text.ReadLimited(file, r)
}

// Escape writes the non-printable characters of s (control characters such
// as ESC, bidirectional overrides, invalid UTF-8) as Go escapes (\x1b), so
// that a message naming a hostile file name is safe on a terminal. Parse
// errors need nothing more: their messages are already escaped, and input
// they echo is cut to a readable length.
func Escape(s string) string { return text.Escape(s) }
