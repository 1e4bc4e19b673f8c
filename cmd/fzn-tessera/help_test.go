package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestHelpNamesWhatInstallWrites: every file and directory that
// --install-msc writes is named in --help, and the help names no other
// path under DIR.
func TestHelpNamesWhatInstallWrites(t *testing.T) {
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	if err := install(dir, "/usr/local/bin/fzn-tessera"); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if run([]string{"--help"}, nil, &out, &errOut) != exitOK {
		t.Fatalf("--help: %s", errOut.String())
	}
	help := strings.Join(strings.Fields(out.String()), " ")
	var named []string
	for _, e := range entries {
		name := "DIR/" + e.Name()
		if e.IsDir() {
			name += "/"
		}
		named = append(named, name)
		if !strings.Contains(help, name) {
			t.Errorf("--help does not name %s, which --install-msc writes:\n%s", name, out.String())
		}
	}
	if n := strings.Count(help, "DIR/"); n != len(named) {
		t.Errorf("--help names %d paths under DIR; --install-msc writes %v", n, named)
	}
}
