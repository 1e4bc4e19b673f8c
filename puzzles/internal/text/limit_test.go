package text

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

// zeros is a stream of size zero bytes that counts what was read from it,
// without holding the stream in memory.
type zeros struct {
	size, read int64
}

func (z *zeros) Read(p []byte) (int, error) {
	if z.read >= z.size {
		return 0, io.EOF
	}
	n := int64(len(p))
	n = min(n, z.size-z.read)
	clear(p[:n])
	z.read += n
	return int(n), nil
}

// TestReadLimitedStopsAtTheCap: a 1000 MB stream is read only up to the
// cap plus one byte, and the error names the file and the limit.
func TestReadLimitedStopsAtTheCap(t *testing.T) {
	z := &zeros{size: 1000 << 20}
	data, err := ReadLimited("<stdin>", z)
	if data != nil || !errors.Is(err, ErrTooLarge) {
		t.Fatalf("1000 MB: data of %d bytes, error %v; want ErrTooLarge", len(data), err)
	}
	if z.read != MaxFileBytes+1 {
		t.Errorf("read %d bytes of the stream, want exactly %d (the cap plus one)", z.read, MaxFileBytes+1)
	}
	want := "<stdin>: more than 4194304 bytes (4 MiB), the limit of a puzzle file; stopped reading there"
	if err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
}

func TestReadLimitedAtTheCap(t *testing.T) {
	for _, size := range []int64{0, 1, MaxFileBytes} {
		z := &zeros{size: size}
		data, err := ReadLimited("f", z)
		if err != nil || int64(len(data)) != size {
			t.Errorf("size %d: %d bytes, error %v", size, len(data), err)
		}
	}
	z := &zeros{size: MaxFileBytes + 1}
	if _, err := ReadLimited("f", z); !errors.Is(err, ErrTooLarge) {
		t.Errorf("one byte past the cap: %v", err)
	}
}

type failing struct{}

func (failing) Read([]byte) (int, error) { return 0, errors.New("input/output error") }

func TestReadLimitedReadError(t *testing.T) {
	_, err := ReadLimited("dir/\x1bf.txt", io.MultiReader(bytes.NewReader([]byte("sudoku\n")), failing{}))
	if err == nil || err.Error() != `dir/\x1bf.txt: input/output error` {
		t.Errorf("error %v", err)
	}
	if errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "input/output error") {
		t.Errorf("error %v: want the read error, not ErrTooLarge", err)
	}
}
