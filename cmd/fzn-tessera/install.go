package main

import (
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// mznlib is Tessera's MiniZinc library: the globals fzn-tessera posts
// natively, declared without bodies so that MiniZinc passes them on.
//
//go:embed mznlib/*.mzn
var mznlib embed.FS

// mznlibDir is the directory beside tessera.msc that holds the library.
const mznlibDir = "tessera-mznlib"

// solverConfig is MiniZinc's solver configuration (.msc) for fzn-tessera.
type solverConfig struct {
	ID                 string   `json:"id"`
	Name               string   `json:"name"`
	Description        string   `json:"description"`
	Version            string   `json:"version"`
	MznLib             string   `json:"mznlib"`
	Executable         string   `json:"executable"`
	Tags               []string `json:"tags"`
	StdFlags           []string `json:"stdFlags"`
	SupportsMzn        bool     `json:"supportsMzn"`
	SupportsFzn        bool     `json:"supportsFzn"`
	NeedsSolns2Out     bool     `json:"needsSolns2Out"`
	NeedsMznExecutable bool     `json:"needsMznExecutable"`
	NeedsStdlibDir     bool     `json:"needsStdlibDir"`
	NeedsPathsFile     bool     `json:"needsPathsFile"` // MiniZinc then passes --paths FILE
	IsGUIApplication   bool     `json:"isGUIApplication"`
}

// runInstall writes DIR/tessera.msc and DIR/tessera-mznlib/ for the
// running executable.
func runInstall(dir string, stdout, stderr io.Writer) int {
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		fmt.Fprintf(stderr, "fzn-tessera: --install-msc: cannot find this executable: %v\n", err)
		return exitError
	}
	if err := install(dir, exe); err != nil {
		fmt.Fprintf(stderr, "fzn-tessera: --install-msc: %s\n", errorText(err))
		return exitError
	}
	fmt.Fprintf(stdout, "wrote %s and %s/ for %s\n",
		filepath.Join(dir, "tessera.msc"), filepath.Join(dir, mznlibDir), exe)
	if strings.Contains(exe, "go-build") {
		fmt.Fprintln(stdout, "warning: this executable is a temporary 'go run' build; install it first (go install ./cmd/fzn-tessera) and run that one")
	}
	fmt.Fprintln(stdout, "then: minizinc --solver tessera model.mzn (when DIR is one of MiniZinc's solver directories, such as ~/.minizinc/solvers)")
	fmt.Fprintf(stdout, "  or: minizinc --solver %s model.mzn\n", filepath.Join(dir, "tessera.msc"))
	return exitOK
}

// install writes the configuration for the executable exe into dir.
func install(dir, exe string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	lib := filepath.Join(abs, mznlibDir)
	if err := os.MkdirAll(lib, 0o755); err != nil {
		return err
	}
	files, err := fs.ReadDir(mznlib, "mznlib")
	if err != nil {
		return err
	}
	for _, f := range files {
		data, err := mznlib.ReadFile("mznlib/" + f.Name())
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(lib, f.Name()), data, 0o644); err != nil {
			return err
		}
	}
	cfg := solverConfig{
		ID:          "org.tessera.tessera",
		Name:        "Tessera",
		Description: "Tessera, a finite-domain constraint programming engine in Go, through fzn-tessera",
		Version:     versionString(),
		MznLib:      lib,
		Executable:  exe,
		Tags:        []string{"cp", "int"},
		StdFlags:    []string{"-a", "-f", "-n", "-p", "-r", "-s", "-t", "-v"},
		SupportsFzn: true, NeedsSolns2Out: true,
		// The .paths table, so that errors name the model's variables
		// and lines (flatzinc.ParsePaths).
		NeedsPathsFile: true,
	}
	data, err := json.MarshalIndent(cfg, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(abs, "tessera.msc"), append(data, '\n'), 0o644)
}
