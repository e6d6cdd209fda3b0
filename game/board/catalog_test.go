package board

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemap/assets"
	"battlemap/game/i18n"
)

// boardTexts finds every text the board words through the catalog: the
// string constants its sources hand to b.t, b.f and b.n (for b.n, the
// plural the catalogs word), and the engine's words it looks up (the
// degrees of cover, sizes, system names).
func boardTexts(t *testing.T) []string {
	t.Helper()
	names, err := filepath.Glob("*.go")
	require.NoError(t, err)
	app, err := filepath.Glob("../*.go") // the renderer's labels on the map
	require.NoError(t, err)
	names = append(names, app...)
	fset := token.NewFileSet()
	seen := map[string]bool{}
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(nd ast.Node) bool {
			call, ok := nd.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			arg := -1
			switch x := sel.X.(type) {
			case *ast.Ident: // b.t(…), tr.T(…)
				switch {
				case x.Name == "b" && (sel.Sel.Name == "t" || sel.Sel.Name == "f"):
					arg = 0
				case x.Name == "b" && sel.Sel.Name == "n":
					arg = 2
				case x.Name == "tr" && (sel.Sel.Name == "T" || sel.Sel.Name == "F"):
					arg = 0
				}
			case *ast.CallExpr: // b.Tr().T(…)
				if f, ok := x.Fun.(*ast.SelectorExpr); ok && f.Sel.Name == "Tr" && (sel.Sel.Name == "T" || sel.Sel.Name == "F") {
					arg = 0
				}
			}
			if arg < 0 || len(call.Args) <= arg {
				return true
			}
			if lit, ok := call.Args[arg].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, err := strconv.Unquote(lit.Value)
				require.NoError(t, err)
				seen[s] = true
			}
			return true
		})
	}
	for _, s := range engineWords {
		seen[s] = true
	}
	for _, s := range weaponNames {
		seen[s] = true
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// engineWords are the engine's words the board looks up in the catalog:
// the degrees of cover and their bonuses, the sizes, the systems' names,
// the diagonal scopes.
var engineWords = []string{
	"none", "lesser", "standard", "greater", "total", "soft", "cover", "improved", "half", "three-quarters",
	"fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal",
	"open ground", "difficult terrain", "greater difficult terrain", "a solid square", "a pit", "a narrow gap",
	"Pathfinder 2e", "Pathfinder 1e", "D&D 3.5", "D&D 5e", "turn", "move",
	"+1 circumstance to AC", "+2 circumstance to AC", "+2 circumstance to AC, Reflex and Stealth",
	"+4 circumstance to AC, Reflex and Stealth", "+4 AC against ranged and reach attacks (soft cover)",
	"+4 AC, +2 Reflex", "+8 AC, +4 Reflex", "+2 AC and Dexterity saves", "+5 AC and Dexterity saves",
	"cannot be targeted: no line of effect", "cannot be attacked: no line of effect", "cannot be targeted directly",
	// the creatures' states and conditions, as the hover line lists them
	"prone", "helpless", "unarmed", "cannot_attack", "incapacitated", "invisible", "flying", "willing",
	"blinded", "dazed", "dead", "disabled", "dying", "grabbed", "grappled", "immobilized", "paralyzed",
	"petrified", "pinned", "restrained", "staggered", "stunned", "unconscious",
}

// loadWords loads a language's words as the desktop does.
func loadWords(t testing.TB, l i18n.Lang) *i18n.Words {
	t.Helper()
	lf, ok := assets.LangFile(i18n.LangFile(l))
	require.True(t, ok)
	gf, ok := assets.LangFile(i18n.GlossaryFile)
	require.True(t, ok)
	w, err := i18n.LoadWords(l, lf, gf)
	require.NoError(t, err)
	return w
}

// TestEveryBoardTextIsWorded: the catalogs word every text the board
// shows, in Japanese and in Chinese, and keep its verbs.
func TestEveryBoardTextIsWorded(t *testing.T) {
	texts := boardTexts(t)
	require.Greater(t, len(texts), 50)
	for _, l := range []i18n.Lang{i18n.Ja, i18n.Zh} {
		tr := i18n.New(loadWords(t, l), "pf2e")
		var missing []string
		for _, s := range texts {
			if !tr.Has(s) {
				missing = append(missing, s)
				continue
			}
			assert.Equal(t, verbs(s), verbs(tr.T(s)), "%s: the verbs of %q", l, s)
		}
		assert.Empty(t, missing, "%s: %d texts not in the catalog", l, len(missing))
		if os.Getenv("I18N_LIST") != "" {
			for _, m := range missing {
				t.Logf("%q", m)
			}
		}
	}
}

// verbs lists the fmt verbs of s, sorted: a translation may reorder them
// (%[2]s) but neither drop nor add one.
func verbs(s string) []string {
	var vs []string
	for i := 0; i < len(s)-1; i++ {
		if s[i] != '%' {
			continue
		}
		j := i + 1
		if s[j] == '%' {
			i++
			continue
		}
		if s[j] == '[' {
			for j < len(s) && s[j] != ']' {
				j++
			}
			j++
		}
		if j < len(s) {
			vs = append(vs, string(s[j]))
		}
		i = j
	}
	sort.Strings(vs)
	return vs
}

// TestEnglishTextsKeepNoBraces: every text the board words, shown in
// English in each system, has its {key} places filled with the system's
// terms.
func TestEnglishTextsKeepNoBraces(t *testing.T) {
	for _, sys := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
		tr := i18n.New(nil, sys)
		for _, s := range boardTexts(t) {
			got := tr.T(s)
			assert.NotContains(t, got, "{", "%s: %q shows as %q", sys, s, got)
		}
	}
}
