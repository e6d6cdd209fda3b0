package i18n

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"battlemap/assets"
)

// Tr words the interface in one language for one rule system. Create it
// with New; it is read-only after, so one Tr serves every caller.
type Tr struct {
	lang   Lang
	system string
	w      *Words // nil for English
}

// New returns the interface in w's language (English for nil) for the
// rule system whose id is system ("pf2e", "pf1e", "dnd35", "dnd5e";
// another id uses the PF1e terms).
func New(w *Words, system string) *Tr {
	if w == nil {
		return &Tr{lang: En, system: system}
	}
	return &Tr{lang: w.lang, system: system, w: w}
}

// For returns the words of the same language for another rule system,
// sharing the tables.
func (t *Tr) For(system string) *Tr {
	if t.system == system {
		return t
	}
	c := *t
	c.system = system
	return &c
}

// Lang is the language.
func (t *Tr) Lang() Lang { return t.lang }

// System is the rule system whose terms fill the {key} places.
func (t *Tr) System() string { return t.system }

// T returns s in the language: the catalog's text for the English s, else
// s itself. A {key} in it is the glossary's term for key in the system
// (Term); other braces stay as they are.
func (t *Tr) T(s string) string {
	if t.w != nil {
		if v, ok := t.w.cat[s]; ok {
			s = v
		}
	}
	return t.terms(s)
}

// F is fmt.Sprintf of the catalog's format for the English format: the
// translation may take the arguments in another order (%[2]s).
func (t *Tr) F(format string, args ...any) string {
	return fmt.Sprintf(t.T(format), args...)
}

// N is F with the plural form for n: English chooses one for 1 and other
// for the rest; Japanese and Chinese have one form, the catalog's for
// other. Without args, n is the argument.
func (t *Tr) N(n int, one, other string, args ...any) string {
	if len(args) == 0 {
		args = []any{n}
	}
	if t.lang == En && n == 1 {
		return fmt.Sprintf(t.terms(one), args...)
	}
	return t.F(other, args...)
}

// Has reports whether the catalog words s in the language (English words
// everything).
func (t *Tr) Has(s string) bool {
	if t.w == nil {
		return true
	}
	_, ok := t.w.cat[s]
	return ok
}

// Term is the glossary's term for key in the system and the language
// ("aoo" in PF1e Japanese: 機会攻撃); an unknown key (and any key in
// English, which has no glossary loaded) is itself.
func (t *Tr) Term(key string) string {
	if e, ok := t.entry(key); ok {
		return e.word(t.lang)
	}
	return key
}

// Label is the glossary's term for key in the language, or english (the
// board's own word) in English or for a key the glossary does not have.
func (t *Tr) Label(key, english string) string {
	if e, ok := t.entry(key); ok && t.lang != En {
		return e.word(t.lang)
	}
	return english
}

// Short is the glossary's short form of key for a narrow button (the
// entry key_short of the system itself), else Label.
func (t *Tr) Short(key, english string) string {
	if t.w != nil && t.lang != En {
		for _, e := range t.w.glossary {
			if e.System == t.system && e.Key == key+"_short" {
				return e.word(t.lang)
			}
		}
	}
	return t.Label(key, english)
}

func (t *Tr) entry(key string) (Entry, bool) {
	if t.w == nil {
		return lookupTerm(englishTerms(), t.system, key)
	}
	return lookupTerm(t.w.glossary, t.system, key)
}

// english holds the glossary the English words fill their {key} places
// from: the English interface loads no language file, but its texts name
// the systems' terms as the others do.
var english struct {
	once  sync.Once
	terms []Entry
}

// englishTerms returns the embedded glossary, read once. A glossary that
// does not read leaves the {key} places as they are (a test guards it).
func englishTerms() []Entry {
	english.once.Do(func() {
		if err := json.Unmarshal(assets.Glossary, &english.terms); err != nil {
			english.terms = nil
		}
	})
	return english.terms
}

// capitalize puts the first letter of an English term in capitals.
func capitalize(w string) string {
	if w == "" || w[0] < 'a' || w[0] > 'z' {
		return w
	}
	return string(w[0]-'a'+'A') + w[1:]
}

// terms fills the {key} places of s with the glossary's terms.
func (t *Tr) terms(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			break
		}
		key := s[i+1 : i+j]
		b.WriteString(s[:i])
		if e, ok := t.entry(key); ok {
			w := e.word(t.lang)
			if t.lang == En && b.Len() == 0 && i == 0 {
				w = capitalize(w) // "{aoo}! G stops": a sentence begins with it
			}
			b.WriteString(w)
		} else {
			b.WriteString(s[i : i+j+1])
		}
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String()
}
