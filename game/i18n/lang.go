package i18n

import "strings"

// Lang is a language of the interface.
type Lang uint8

// The languages, in the order the settings cycle through them.
const (
	En Lang = iota // English
	Ja             // Japanese
	Zh             // simplified Chinese
	numLangs
)

// Langs lists every language.
func Langs() []Lang { return []Lang{En, Ja, Zh} }

// String is the language's tag: "en", "ja" or "zh".
func (l Lang) String() string {
	switch l {
	case Ja:
		return "ja"
	case Zh:
		return "zh"
	}
	return "en"
}

// Name is the language's name in itself, as the settings show it.
func (l Lang) Name() string {
	switch l {
	case Ja:
		return "日本語"
	case Zh:
		return "中文"
	}
	return "English"
}

// Next is the language after l in the settings' cycle.
func (l Lang) Next() Lang { return (l + 1) % numLangs }

// Parse reads a language tag as browsers (ja-JP, zh-Hans-CN, zh-TW) and
// the environment (ja_JP.UTF-8) write it. Chinese of any region is
// Chinese (the interface is in simplified characters). The C and POSIX
// locales, and other languages, are not a choice: ok is false.
func Parse(tag string) (l Lang, ok bool) {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if i := strings.IndexAny(tag, "-_.@"); i >= 0 {
		tag = tag[:i]
	}
	switch tag {
	case "en":
		return En, true
	case "ja", "jp":
		return Ja, true
	case "zh", "cmn":
		return Zh, true
	}
	return En, false
}

// Choose returns the first language of prefs that the app speaks, else
// English: prefs are in the order of preference, as navigator.languages
// gives them.
func Choose(prefs ...string) Lang {
	for _, p := range prefs {
		if l, ok := Parse(p); ok {
			return l
		}
	}
	return En
}

// FromEnv returns the language the environment asks for, the way POSIX
// programs read it: LC_ALL, else LC_MESSAGES, else LANG (the first that is
// set decides), with GNU's LANGUAGE list first when the locale is not C.
// getenv is os.Getenv (a parameter, so tests need no environment).
func FromEnv(getenv func(string) string) Lang {
	locale := ""
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			locale = v
			break
		}
	}
	if locale == "" || locale == "C" || locale == "POSIX" || strings.HasPrefix(locale, "C.") {
		return En
	}
	var prefs []string
	if list := getenv("LANGUAGE"); list != "" {
		prefs = strings.Split(list, ":")
	}
	return Choose(append(prefs, locale)...)
}
