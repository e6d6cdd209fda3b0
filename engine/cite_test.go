package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExplanationsCiteTheBooks holds that no string a player can read
// points at the project's rules reference: the table has the books, not
// RULES.md, so explanations and refusals cite the book and page (code
// comments may keep their RULES.md sections).
func TestExplanationsCiteTheBooks(t *testing.T) {
	for _, dir := range []string{".", "files", "../grid"} {
		paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
		require.NoError(t, err)
		require.NotEmpty(t, paths, "no Go files in %s", dir)
		for _, path := range paths {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			fs := token.NewFileSet()
			f, err := parser.ParseFile(fs, path, src, 0)
			require.NoError(t, err)
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					assert.NotContains(t, lit.Value, "RULES.md", "%s: a string for the table cites the rules reference", fs.Position(lit.Pos()))
				}
				return true
			})
		}
	}
}
