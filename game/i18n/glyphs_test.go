package i18n

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// uiFonts returns the fonts that draw the interface in l, weight by
// weight, as the app stacks them: the Go fonts, then the language's
// interface subsets (assets/fonts).
func uiFonts(t *testing.T, l Lang) map[string][]*sfnt.Font {
	t.Helper()
	parse := func(data []byte) *sfnt.Font {
		f, err := sfnt.Parse(data)
		require.NoError(t, err)
		return f
	}
	out := map[string][]*sfnt.Font{"regular": {parse(goregular.TTF)}, "bold": {parse(gobold.TTF)}}
	data, err := os.ReadFile("../../assets/fonts/fonts.json")
	require.NoError(t, err)
	var ix struct {
		Fonts []struct{ File, Lang, Kind, Weight string }
	}
	require.NoError(t, json.Unmarshal(data, &ix))
	n := 0
	for _, e := range ix.Fonts {
		if e.Kind != "ui" || e.Lang != l.String() {
			continue
		}
		data, err := os.ReadFile("../../assets/fonts/" + e.File)
		require.NoError(t, err, "the index names %s", e.File)
		out[e.Weight] = append(out[e.Weight], parse(data))
		n++
	}
	require.Equal(t, 2, n, "%s: a regular and a bold interface font", l)
	return out
}

// TestEveryTextHasItsGlyphs: every catalog text, every glossary term and
// every worded explanation of Japanese and Chinese is drawn, regular and
// bold, with no missing glyph by the fonts the interface loads for that
// language (run scripts/fonts.sh after changing the words).
func TestEveryTextHasItsGlyphs(t *testing.T) {
	var buf sfnt.Buffer
	for _, l := range []Lang{Ja, Zh} {
		fonts := uiFonts(t, l)
		w := words(t, l)
		texts := w.Texts()
		require.Greater(t, len(texts), 100)
		for weight, fs := range fonts {
			missing := map[rune]string{}
			for _, s := range texts {
				for _, r := range s {
					if r < ' ' {
						continue
					}
					found := false
					for _, f := range fs {
						if i, err := f.GlyphIndex(&buf, r); err == nil && i != 0 {
							found = true
							break
						}
					}
					if !found {
						missing[r] = s
					}
				}
			}
			for r, s := range missing {
				assert.Failf(t, "missing glyph", "%s %s: no glyph for %q (U+%04X) in %q", l, weight, r, r, s)
			}
		}
	}
}
