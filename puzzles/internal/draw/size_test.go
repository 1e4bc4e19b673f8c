package draw

import (
	"strings"
	"testing"
)

func TestGridSize(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, wantR, wantC int
		err                      string
	}{
		{0, 0, 7, 7, ""},
		{5, 0, 5, 5, ""},
		{0, 9, 9, 9, ""},
		{4, 14, 4, 14, ""},
		{3, 7, 0, 0, "kakuro size 3x7, expected 4..14 rows and columns (the clue row and column included)"},
		{7, 15, 0, 0, "kakuro size 7x15, expected 4..14"},
	} {
		r, c, err := GridSize("kakuro", tc.rows, tc.cols, 7, 4, 14, "the clue row and column included")
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%dx%d: %v", tc.rows, tc.cols, err)
		case tc.err != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.err)):
			t.Errorf("%dx%d: error %v, expected %q", tc.rows, tc.cols, err, tc.err)
		case r != tc.wantR || c != tc.wantC:
			t.Errorf("%dx%d: %dx%d, expected %dx%d", tc.rows, tc.cols, r, c, tc.wantR, tc.wantC)
		}
	}
}
