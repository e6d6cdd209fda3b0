package i18n

// Entry is one rule term of one system in each language, with where the
// word was found (assets/lang/glossary.json holds them; its README names
// the seeds). The Japanese words of PF2e, PF1e and 5e and the Chinese
// of 3.5 are those of the translated editions the project's rules were
// written from (its seed texts, named by their number and line: "000:254"
// is line 254 of the PF2e text); a word borrowed from another system's
// edition says which ("adopted 003:90"); the project's own translation,
// where the editions are silent, is marked "own".
type Entry struct {
	System string `json:"system"`
	Key    string `json:"key"`
	En     string `json:"en"`
	Ja     string `json:"ja"`
	Zh     string `json:"zh"`
	JaFrom string `json:"ja_from"`
	ZhFrom string `json:"zh_from"`
}

// Own reports whether the entry's word in l is the project's own
// translation rather than a published one.
func (e Entry) Own(l Lang) bool {
	switch l {
	case Ja:
		return len(e.JaFrom) >= 3 && e.JaFrom[:3] == "own"
	case Zh:
		return len(e.ZhFrom) >= 3 && e.ZhFrom[:3] == "own"
	}
	return false
}

// word is the entry's word in l.
func (e Entry) word(l Lang) string {
	switch l {
	case Ja:
		return e.Ja
	case Zh:
		return e.Zh
	}
	return e.En
}

// lookupTerm finds the entry of key in system; a system without the key
// (or an unknown system) falls back to the PF1e entry, then to the first
// system that has one.
func lookupTerm(glossary []Entry, system, key string) (Entry, bool) {
	var pf1e, any Entry
	var hasPF1e, hasAny bool
	for _, e := range glossary {
		if e.Key != key {
			continue
		}
		switch {
		case e.System == system:
			return e, true
		case e.System == "pf1e":
			pf1e, hasPF1e = e, true
		case !hasAny:
			any, hasAny = e, true
		}
	}
	if hasPF1e {
		return pf1e, true
	}
	return any, hasAny
}
