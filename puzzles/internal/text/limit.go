package text

import (
	"errors"
	"fmt"
	"io"
)

// ErrTooLarge is wrapped by the error of ReadLimited when the input holds
// more than MaxFileBytes bytes.
var ErrTooLarge = errors.New("input too large")

// TooLargeError is the error of an input longer than MaxFileBytes: reading
// stopped there, so the true size is unknown.
type TooLargeError struct {
	File string
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: more than %d bytes (%d MiB), the limit of a puzzle file; stopped reading there",
		Escape(e.File), MaxFileBytes, MaxFileBytes>>20)
}

// Unwrap makes errors.Is(err, ErrTooLarge) hold.
func (e *TooLargeError) Unwrap() error { return ErrTooLarge }

// ReadLimited reads a whole puzzle file from r, but never more than
// MaxFileBytes+1 bytes: an endless or huge stream (/dev/zero, a pipe) costs
// at most that much memory and stops with a *TooLargeError naming file.
// Other read errors are returned wrapped with the file name.
func ReadLimited(file string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", Escape(file), err)
	}
	if len(data) > MaxFileBytes {
		return nil, &TooLargeError{File: file}
	}
	return data, nil
}
