package cli

import (
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// numberWords spells the counts of kinds the texts say.
var numberWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}

// squash lowercases text and drops what is not a letter, so that "ABC
// Path" reads as the kind abcpath and "Star Battle" as starbattle.
func squash(text string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' {
			return r
		}
		return -1
	}, strings.ToLower(text))
}

// TestDocsNameEveryKind: the command's package documentation and the
// README's opening paragraph say how many kinds are registered and name
// each; the usage names every kind with a generator.
func TestDocsNameEveryKind(t *testing.T) {
	kinds := puzzles.Kinds()
	if len(kinds) >= len(numberWords) {
		t.Fatalf("%d kinds: spell the number", len(kinds))
	}
	count := numberWords[len(kinds)]
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	opening, _, _ := strings.Cut(string(readme), "\n## ")
	for name, text := range map[string]string{"the package doc": f.Doc.Text(), "the README's opening": opening} {
		said := regexp.MustCompile(`(?i)\b([a-z]+) (puzzle )?kinds`).FindStringSubmatch(text)
		if said == nil || !strings.EqualFold(said[1], count) {
			t.Errorf("%s says %q; %s kinds are registered", name, said, count)
		}
		for _, k := range kinds {
			if !strings.Contains(squash(text), k) {
				t.Errorf("%s does not name the kind %s", name, k)
			}
		}
	}
	gen := usageText[strings.Index(usageText, "tessera generate KIND"):strings.Index(usageText, "tessera grade")]
	for k := range generators {
		if !strings.Contains(gen, k) {
			t.Errorf("the usage's generate line does not name %s", k)
		}
	}
}
