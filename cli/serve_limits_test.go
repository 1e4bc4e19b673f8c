package cli

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// bigNonogram is a side×side nonogram, every line clued "1 1 1 …", padded
// with comment lines to about pad bytes.
func bigNonogram(side, pad int) string {
	var b strings.Builder
	line := strings.TrimSpace(strings.Repeat("1 ", (side+1)/2))
	body := "nonogram\nrows\n" + strings.Repeat(line+"\n", side) + "columns\n" + strings.Repeat(line+"\n", side)
	for b.Len()+len(body)+80 < pad {
		b.WriteString("# " + strings.Repeat("padding ", 9) + "\n")
	}
	b.WriteString(body)
	return b.String()
}

// TestServeCaps: a file over 64 KiB and a grid over 80×80 cells are
// refused with 413 and a message naming the cap, whatever the endpoint;
// every bundled file is within both.
func TestServeCaps(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	largest := bigNonogram(80, maxPuzzleText)
	if len(largest) > maxPuzzleText {
		t.Fatalf("the largest accepted file has %d bytes", len(largest))
	}
	var p puzzleAnswer
	if code := post(t, srv, "/api/open", `{"puzzle":{"name":"big.txt","text":`+js(largest)+`}}`, &p); code != http.StatusOK || p.Input.Rows != 80 {
		t.Fatalf("the largest accepted file: %d", code)
	}
	for _, c := range []struct{ text, want string }{
		{"# one line too many" + strings.Repeat(".", 200) + "\n" + largest, "cap of 65536 bytes"},
		{bigNonogram(81, 0), "cap of 6400 cells"},
	} {
		ref := `{"name":"big.txt","text":` + js(c.text) + `}`
		for _, req := range []struct{ path, body string }{
			{"/api/open", `{"puzzle":` + ref + `}`},
			{"/api/render", `{"puzzle":` + ref + `}`},
			{"/api/check", `{"puzzle":` + ref + `}`},
			{"/api/solve", `{"puzzle":` + ref + `}`},
			{"/api/hint", `{"puzzle":` + ref + `}`},
		} {
			var e apiError
			if code := post(t, srv, req.path, req.body, &e); code != http.StatusRequestEntityTooLarge || !strings.Contains(e.Error, c.want) || !strings.HasPrefix(e.Error, "big.txt: ") {
				t.Errorf("%s of a file over the cap: %d %q, want 413 and %q", req.path, code, e.Error, c.want)
			}
		}
	}
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		data, err := puzzles.ReadBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkText(f.Name, string(data)); err != nil {
			t.Error(err)
		}
		ps, err := puzzles.Parse(f.Name, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			if err := checkCells(p); err != nil {
				t.Error(err)
			}
		}
	}
}

// TestServeMemory: 16 opens and 16 renders at once of the largest file
// the page accepts (64 KiB, 80×80 cells), on a 'tessera serve' child with
// 16 workers, keep its peak resident memory under 200 MB. (Before the
// caps, 16 renders of an 80 KB nonogram peaked at 777 MB.)
func TestServeMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the tessera binary")
	}
	cmd := childCommand(tesseraBinary(t), "serve", "--addr", "127.0.0.1:0", "--queue", "16")
	cmd.Env = append(cmd.Env, "GOMAXPROCS=16")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	first, err := bufio.NewReader(stdout).ReadString('\n')
	_, rest, ok := strings.Cut(first, "on http://")
	if err != nil || !ok {
		t.Fatalf("no address: %q %v", first, err)
	}
	url := "http://" + strings.Fields(rest)[0]
	go io.Copy(io.Discard, stdout)

	ref := `{"name":"big.txt","text":` + js(bigNonogram(80, maxPuzzleText)) + `}`
	st := render.NewState(80, 80)
	for r := range st.Values {
		for c := range st.Values[r] {
			st.Values[r][c] = 1 + (r+c)%2
		}
	}
	stJSON, _ := json.Marshal(st)
	bodies := map[string]string{"/api/open": `{"puzzle":` + ref + `}`, "/api/render": `{"puzzle":` + ref + `,"state":` + string(stJSON) + `}`}
	var wg sync.WaitGroup
	for path, body := range bodies {
		for range 16 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				resp, err := http.Post(url+path, "application/json", strings.NewReader(body))
				if err != nil {
					t.Error(err)
					return
				}
				data, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					t.Errorf("%s: %d %.200s", path, resp.StatusCode, data)
				}
			}()
		}
	}
	wg.Wait()
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("serve: %v", err)
	}
	rss, ok := peakRSS(cmd.ProcessState)
	if !ok {
		t.Skip("no peak RSS on this system")
	}
	t.Logf("peak RSS %d MB", rss>>20)
	if rss > 200<<20 {
		t.Errorf("peak RSS %d MB, want at most 200 MB", rss>>20)
	}
}
