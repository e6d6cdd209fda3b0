package i18n

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestChooseTakesTheFirstLanguageSpoken(t *testing.T) {
	cases := []struct {
		prefs []string
		want  Lang
	}{
		{[]string{"ja-JP", "en-US"}, Ja},
		{[]string{"fr-FR", "zh-Hans-CN", "ja"}, Zh},
		{[]string{"zh-TW"}, Zh},
		{[]string{"de", "ko"}, En},
		{nil, En},
		{[]string{"EN_gb"}, En},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Choose(c.prefs...), "%v", c.prefs)
	}
}

func TestFromEnvReadsTheLocaleAsPOSIXDoes(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	assert.Equal(t, Ja, FromEnv(env("LANG", "ja_JP.UTF-8")))
	assert.Equal(t, Zh, FromEnv(env("LC_ALL", "zh_CN.UTF-8", "LANG", "ja_JP.UTF-8")), "LC_ALL first")
	assert.Equal(t, En, FromEnv(env("LC_ALL", "C", "LANG", "ja_JP.UTF-8")), "C is English")
	assert.Equal(t, Ja, FromEnv(env("LANG", "de_DE.UTF-8", "LANGUAGE", "fr:ja")), "LANGUAGE lists the preferences")
	assert.Equal(t, En, FromEnv(env()))
}

func TestTheSettingsCycleThroughEveryLanguage(t *testing.T) {
	assert.Equal(t, Ja, En.Next())
	assert.Equal(t, Zh, Ja.Next())
	assert.Equal(t, En, Zh.Next())
	for _, l := range Langs() {
		back, ok := Parse(l.String())
		assert.True(t, ok)
		assert.Equal(t, l, back)
	}
	assert.Equal(t, "日本語", Ja.Name())
}

func TestTermsFollowTheSystemAndTheLanguage(t *testing.T) {
	cases := []struct {
		sys  string
		lang Lang
		key  string
		want string
	}{
		{"pf2e", Ja, "move", "歩行"},
		{"pf2e", Ja, "difficult", "移動困難地形"},
		{"pf1e", Ja, "aoo", "機会攻撃"},
		{"pf1e", Ja, "step", "5フィート・ステップ"},
		{"dnd35", Zh, "aoo", "借机攻击"},
		{"dnd35", Zh, "step", "五尺快步"},
		{"dnd35", Zh, "overrun", "闯越"},
		{"dnd5e", Ja, "dash", "ダッシュ"},
		{"pf2e", Zh, "soft_cover", "软掩蔽"}, // not a PF2e term: the PF1e entry
	}
	for _, c := range cases {
		assert.Equal(t, c.want, New(words(t, c.lang), c.sys).Term(c.key), "%s %s %s", c.sys, c.lang, c.key)
	}
	assert.Equal(t, "+5フィート：移動困難な地形（PF1e CRB p.192）", New(words(t, Ja), "pf1e").Reason("+5 ft: difficult terrain (PF1e CRB p.192)"))
	assert.Equal(t, "an unknown reason (RULES.md A1)", New(words(t, Zh), "pf1e").Reason("an unknown reason (RULES.md A1)"), "English when no pattern matches")
}

func TestEveryGlossaryEntrySaysWhereItsWordsCameFrom(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range words(t, Ja).Glossary() {
		k := e.System + "/" + e.Key
		assert.False(t, seen[k], "%s twice", k)
		seen[k] = true
		assert.NotEmpty(t, e.En, k)
		assert.NotEmpty(t, e.Ja, k)
		assert.NotEmpty(t, e.Zh, k)
		assert.Regexp(t, `^(own|adopted \d{3}:\d+|\d{3}:\d+)`, e.JaFrom, k)
		assert.Regexp(t, `^(own|adopted \d{3}:\d+|\d{3}:\d+)`, e.ZhFrom, k)
	}
	// The translated editions the seeds are: their own systems' words are
	// never marked as borrowed or ours.
	for _, e := range words(t, Zh).Glossary() {
		switch e.System {
		case "pf2e", "dnd5e":
			if e.JaFrom[0] >= '0' && e.JaFrom[0] <= '9' {
				assert.Regexp(t, `^00[04]:`, e.JaFrom, e.Key)
			}
		case "dnd35":
			if e.ZhFrom[0] >= '0' && e.ZhFrom[0] <= '9' {
				assert.Regexp(t, `^003:`, e.ZhFrom, e.Key)
			}
		}
	}
}

// TestEnglishFillsTheSystemsTerms: the English words, with no language
// file loaded, fill the {key} places with each system's English term, and
// no board text keeps a brace.
func TestEnglishFillsTheSystemsTerms(t *testing.T) {
	require.NotEmpty(t, englishTerms(), "the embedded glossary reads")
	pf2 := New(nil, "pf2e")
	assert.Equal(t, " — provokes no Reactive Strike", pf2.T(" — provokes no {aoo}"))
	assert.Equal(t, "Opportunity attack! G stops", New(nil, "dnd5e").F("{aoo}! %s stops", "G"))
	assert.Equal(t, "Charge: tap the target", New(nil, "pf1e").T("{charge}: tap the target"))
	assert.Equal(t, "a step provokes an attack of opportunity", New(nil, "pf1e").T("a step provokes an {aoo}"), "mid-sentence it stays lower case")
	assert.Equal(t, "{nosuchterm} stays", pf2.T("{nosuchterm} stays"), "an unknown key stays as it is")
}
