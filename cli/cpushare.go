package cli

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// writeCPUShare reads the CPU profile at path and writes, for each
// propagator type (the receiver of a Propagate method), its share of the
// profile's CPU time: the samples whose innermost Propagate frame is that
// type's. It decodes the few fields of the pprof format it needs (gzipped
// protocol buffers) itself, so the command needs no other module.
func writeCPUShare(w io.Writer, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	shares, total, err := cpuShares(data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	fmt.Fprintf(w, "\n# cpu profile %s\n", path)
	if total == 0 {
		fmt.Fprintln(w, "no samples (the run was too short to profile)")
		return nil
	}
	var inProps int64
	for _, s := range shares {
		inProps += s.value
	}
	t := table{right: []bool{false, true}}
	t.add("propagator type", "cpu share")
	for _, s := range shares {
		t.add(s.name, percent(s.value, total))
	}
	t.add("all propagators", percent(inProps, total))
	t.write(w, "")
	return nil
}

func percent(a, b int64) string { return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b)) }

type share struct {
	name  string
	value int64
}

// cpuShares sums the CPU time of the profile by propagator type, largest
// first, and returns the total CPU time of the profile.
func cpuShares(data []byte) ([]share, int64, error) {
	if len(data) > 2 && data[0] == 0x1f && data[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, 0, err
		}
		if data, err = io.ReadAll(zr); err != nil {
			return nil, 0, err
		}
	}
	var (
		strs      []string
		valueType [][2]int64 // sample types: (type, unit) string indices
		samples   [][]byte
		locs      = map[uint64][]uint64{} // location id -> function ids, innermost first
		funcs     = map[uint64]int64{}    // function id -> name string index
	)
	err := fields(data, func(f int, v uint64, b []byte) error {
		switch f {
		case 1:
			var vt [2]int64
			err := fields(b, func(f int, v uint64, _ []byte) error {
				if f == 1 || f == 2 {
					vt[f-1] = int64(v)
				}
				return nil
			})
			valueType = append(valueType, vt)
			return err
		case 2:
			samples = append(samples, b)
		case 4:
			var id uint64
			var fns []uint64
			err := fields(b, func(f int, v uint64, b []byte) error {
				switch f {
				case 1:
					id = v
				case 4:
					return fields(b, func(f int, v uint64, _ []byte) error {
						if f == 1 {
							fns = append(fns, v)
						}
						return nil
					})
				}
				return nil
			})
			locs[id] = fns
			return err
		case 5:
			var id uint64
			var name int64
			err := fields(b, func(f int, v uint64, _ []byte) error {
				switch f {
				case 1:
					id = v
				case 2:
					name = int64(v)
				}
				return nil
			})
			funcs[id] = name
			return err
		case 6:
			strs = append(strs, string(b))
		}
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	str := func(i int64) string {
		if i < 0 || i >= int64(len(strs)) {
			return ""
		}
		return strs[i]
	}
	vi := len(valueType) - 1 // the CPU time, when the profile says so
	for i, vt := range valueType {
		if str(vt[0]) == "cpu" {
			vi = i
		}
	}
	if vi < 0 {
		return nil, 0, nil
	}
	byName := map[string]int64{}
	var total int64
	for _, sb := range samples {
		var locIDs []uint64
		var values []int64
		err := fields(sb, func(f int, v uint64, b []byte) error {
			switch f {
			case 1:
				if b == nil {
					locIDs = append(locIDs, v)
					return nil
				}
				return varints(b, func(v uint64) { locIDs = append(locIDs, v) })
			case 2:
				if b == nil {
					values = append(values, int64(v))
					return nil
				}
				return varints(b, func(v uint64) { values = append(values, int64(v)) })
			}
			return nil
		})
		if err != nil {
			return nil, 0, err
		}
		if vi >= len(values) {
			continue
		}
		val := values[vi]
		total += val
	frames:
		for _, l := range locIDs {
			for _, fn := range locs[l] {
				if name, ok := propagatorType(str(funcs[fn])); ok {
					byName[name] += val
					break frames
				}
			}
		}
	}
	var out []share
	for name, v := range byName {
		out = append(out, share{name, v})
	}
	slices.SortFunc(out, func(a, b share) int {
		if a.value != b.value {
			if a.value > b.value {
				return -1
			}
			return 1
		}
		return strings.Compare(a.name, b.name)
	})
	return out, total, nil
}

// propagatorType returns "propagators.(*alldiffDomain)" for the function
// "github.com/tessera-cp/tessera/propagators.(*alldiffDomain).Propagate":
// the receiver of a Propagate method, except the store's own fixpoint loop
// (cp.(*Store).Propagate).
func propagatorType(fn string) (string, bool) {
	recv, ok := strings.CutSuffix(fn[strings.LastIndex(fn, "/")+1:], ".Propagate")
	if !ok || !strings.Contains(recv, ".") || recv == "cp.(*Store)" {
		return "", false
	}
	return recv, true
}

var errProto = errors.New("malformed profile")

// fields calls fn with each field of a protocol buffer message: its number
// and, by wire type, the varint v (b nil) or the bytes b of a
// length-delimited field. Fixed-size fields are skipped.
func fields(data []byte, fn func(field int, v uint64, b []byte) error) error {
	for len(data) > 0 {
		key, n := uvarint(data)
		if n <= 0 {
			return errProto
		}
		data = data[n:]
		field, wire := int(key>>3), key&7
		switch wire {
		case 0:
			v, n := uvarint(data)
			if n <= 0 {
				return errProto
			}
			data = data[n:]
			if err := fn(field, v, nil); err != nil {
				return err
			}
		case 1:
			if len(data) < 8 {
				return errProto
			}
			data = data[8:]
		case 2:
			l, n := uvarint(data)
			if n <= 0 || l > uint64(len(data)-n) {
				return errProto
			}
			b := data[n : n+int(l)]
			data = data[n+int(l):]
			if b == nil {
				b = []byte{}
			}
			if err := fn(field, 0, b); err != nil {
				return err
			}
		case 5:
			if len(data) < 4 {
				return errProto
			}
			data = data[4:]
		default:
			return errProto
		}
	}
	return nil
}

// varints calls fn with each varint of a packed field.
func varints(b []byte, fn func(uint64)) error {
	for len(b) > 0 {
		v, n := uvarint(b)
		if n <= 0 {
			return errProto
		}
		fn(v)
		b = b[n:]
	}
	return nil
}

// uvarint decodes a varint: its value and length (0 or less on error).
func uvarint(b []byte) (uint64, int) { return binary.Uvarint(b) }
