package i18n

import (
	"fmt"
	"regexp"
	"strings"
)

// The engine explains its decisions in English, built from a few hundred
// patterns ("%d ft: %s diagonal this turn (PF2e CRB p.473)"). The app
// words them in its language here, at its edge, so the engine stays
// language-free and every rule keeps its one English wording: a pattern's
// fixed words are matched, its variable parts (creature ids, numbers,
// squares, nested explanations) are carried into the translation, and the
// citation that ends it (book and page, or the RULES.md section) is kept
// as it is. An explanation that no pattern matches shows in English.

// A words file's reasons are pairs of the engine's pattern and its
// wording. In the pattern, %s is text carried as it is (an id), %p a
// nested explanation worded in turn, %d a number, %o an ordinal ("2nd",
// carried as its number) and %q a square "(x,y)". In the wording, {1},
// {2}… are the parts in the order the pattern has them, and {key} a
// glossary term.

// reasonTable holds the patterns compiled for one language.
type reasonTable struct {
	exact map[string]string // patterns without parts
	res   []compiled
}

type compiled struct {
	re    *regexp.Regexp
	verbs []byte // the part kinds, in order
	to    string
}

// cite is the citation that ends an explanation: a book and its page or
// section, or the RULES.md section.
var cite = regexp.MustCompile(`\s*\(((?:PF2e|PF1e) CRB|DMG|PHB|RULES\.md|3\.5 SRD|SRD)[^()]*(?:\([^()]*\)[^()]*)*\)\s*$`)

// prefixes are the package prefixes of the engine's errors.
var prefixes = []string{"engine: ", "overlay: ", "board: ", "files: ", "grid: "}

func newReasonTable(defs [][2]string) (*reasonTable, error) {
	t := &reasonTable{exact: map[string]string{}}
	for _, d := range defs {
		if !strings.Contains(d[0], "%") {
			t.exact[d[0]] = d[1]
			continue
		}
		c, err := compile(d[0], d[1])
		if err != nil {
			return nil, err
		}
		t.res = append(t.res, c)
	}
	return t, nil
}

// compile makes the regular expression of a pattern.
func compile(en, to string) (compiled, error) {
	pattern := en
	var re strings.Builder
	var verbs []byte
	re.WriteString("^")
	for {
		i := strings.IndexByte(en, '%')
		if i < 0 || i == len(en)-1 {
			break
		}
		re.WriteString(regexp.QuoteMeta(en[:i]))
		v := en[i+1]
		switch v {
		case 'd':
			re.WriteString(`(-?\d+)`)
		case 'o':
			re.WriteString(`(\d+)(?:st|nd|rd|th)`)
		case 'q':
			re.WriteString(`(\(-?\d+,-?\d+\))`)
		default:
			re.WriteString(`(.+?)`)
		}
		verbs = append(verbs, v)
		en = en[i+2:]
	}
	re.WriteString(regexp.QuoteMeta(en))
	re.WriteString("$")
	rx, err := regexp.Compile(re.String())
	if err != nil {
		return compiled{}, fmt.Errorf("the pattern %q: %w", pattern, err)
	}
	return compiled{re: rx, verbs: verbs, to: to}, nil
}

// Reason words one of the engine's explanations (or errors) in the
// language, its citation kept; what no pattern matches stays English.
func (t *Tr) Reason(msg string) string {
	if t.w == nil {
		return msg
	}
	if out, ok := t.reason(msg); ok {
		return out
	}
	return msg
}

// HasReason reports whether msg is worded in the language.
func (t *Tr) HasReason(msg string) bool {
	if t.w == nil {
		return true
	}
	_, ok := t.reason(msg)
	return ok
}

func (t *Tr) reason(msg string) (string, bool) {
	body := strings.TrimSpace(msg)
	for _, p := range prefixes {
		body = strings.TrimPrefix(body, p)
	}
	c := ""
	if loc := cite.FindStringIndex(body); loc != nil {
		c = strings.TrimSpace(body[loc[0]:])
		body = body[:loc[0]]
	}
	out, ok := t.phrase(body, 0)
	if !ok {
		return "", false
	}
	if c != "" {
		out += "（" + c[1:len(c)-1] + "）"
	}
	return out, true
}

// phrase words a pattern's text without its citation.
func (t *Tr) phrase(s string, depth int) (string, bool) {
	if to, ok := t.w.reasons.exact[s]; ok {
		return t.terms(to), true
	}
	if depth > 3 {
		return "", false
	}
	for _, c := range t.w.reasons.res {
		m := c.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		out := c.to
		ok := true
		for i, v := range c.verbs {
			part := m[i+1]
			switch v {
			case 'p':
				// A nested explanation may itself carry a citation.
				if w, found := t.reason(part); found {
					part = w
				} else {
					ok = false
				}
			}
			out = strings.ReplaceAll(out, "{"+string(rune('1'+i))+"}", part)
		}
		if ok {
			return t.terms(out), true
		}
	}
	return "", false
}
