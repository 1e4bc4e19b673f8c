package tessera_test

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeExample keeps the README's library program identical to the
// Example test that runs it.
func TestReadmeExample(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	example, err := os.ReadFile("example_readme_test.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "```go\n"+string(example)+"```\n") {
		t.Fatal("README.md does not show example_readme_test.go verbatim; copy it into the README's Go block")
	}
	for _, cmd := range []string{"go run ./cmd/tessera solve bundled:", "go test ./..."} {
		if !strings.Contains(string(readme), cmd) {
			t.Errorf("README.md lacks the set-up command %q", cmd)
		}
	}
}
