// Command mapcheck checks scenario files against the rules engine: it reads
// every file given (a directory: all *.json in it, sorted), answers every
// query and compares the answer with the file's expectation.
//
//	mapcheck [-json] FILE_OR_DIR...
//
// One line per query (PASS or FAIL, file, query index, q; for a failure what
// it got, what was expected and the engine's one-line reason), then
// "N passed, M failed". With -json, one JSON object per query instead, and
// the summary goes to standard error. Exit status: 0 all pass, 1 a query
// failed, 2 a file could not be used (the other files are still checked).
// See SCENARIO-FORMAT.md in the README.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"battlemap/engine"
	"battlemap/engine/files"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// result is one query's outcome, as -json prints it.
type result struct {
	File   string          `json:"file"`
	Index  int             `json:"index"`
	Q      string          `json:"q"`
	Got    any             `json:"got"`
	Expect json.RawMessage `json:"expect"`
	Pass   bool            `json:"pass"`
	Why    string          `json:"why"`
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mapcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print one JSON object per query")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: mapcheck [-json] FILE_OR_DIR...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	paths, bad := collect(fs.Args(), stderr)
	planner := engine.NewPlanner()
	passed, failed := 0, 0
	enc := json.NewEncoder(stdout)
	for _, f := range paths {
		data, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "mapcheck: %s: %v\n", f, err)
			bad = true
			continue
		}
		sc, err := files.LoadScenario(data)
		if err != nil {
			fmt.Fprintf(stderr, "mapcheck: %s: %v\n", f, err)
			bad = true
			continue
		}
		for i, q := range sc.Queries {
			a := sc.Answer(planner, i)
			r := result{File: f, Index: i, Q: q.Q, Got: a.Got, Expect: q.Expect, Pass: a.Pass, Why: a.Why}
			if a.Err != nil {
				r.Got, r.Pass, r.Why = nil, false, a.Err.Error()
			}
			if r.Pass {
				passed++
			} else {
				failed++
			}
			if *asJSON {
				_ = enc.Encode(r)
				continue
			}
			if r.Pass {
				fmt.Fprintf(stdout, "PASS %s %d %s\n", f, i, q.Q)
				continue
			}
			got, _ := json.Marshal(r.Got)
			fmt.Fprintf(stdout, "FAIL %s %d %s: got %s, expected %s (%s)\n", f, i, q.Q, got, compact(q.Expect), r.Why)
		}
	}
	summary := fmt.Sprintf("%d passed, %d failed", passed, failed)
	if *asJSON {
		fmt.Fprintln(stderr, summary)
	} else {
		fmt.Fprintln(stdout, summary)
	}
	switch {
	case bad:
		return 2
	case failed > 0:
		return 1
	}
	return 0
}

// collect expands the arguments into files: directories give their *.json
// files, sorted. Missing paths are reported.
func collect(args []string, stderr io.Writer) ([]string, bool) {
	var paths []string
	bad := false
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			fmt.Fprintf(stderr, "mapcheck: %s: %v\n", a, err)
			bad = true
			continue
		}
		if !st.IsDir() {
			paths = append(paths, a)
			continue
		}
		matches, _ := filepath.Glob(filepath.Join(a, "*.json"))
		sort.Strings(matches)
		paths = append(paths, matches...)
	}
	return paths, bad
}

func compact(raw json.RawMessage) string {
	var b strings.Builder
	var v any
	if json.Unmarshal(raw, &v) == nil {
		out, _ := json.Marshal(v)
		b.Write(out)
	} else {
		b.Write(raw)
	}
	return b.String()
}
