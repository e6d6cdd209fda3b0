package i18n

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// words loads the words of l from assets/lang.
func words(t testing.TB, l Lang) *Words {
	t.Helper()
	if l == En {
		return nil
	}
	lang, err := os.ReadFile("../../assets/lang/" + LangFile(l))
	require.NoError(t, err)
	gl, err := os.ReadFile("../../assets/lang/" + GlossaryFile)
	require.NoError(t, err)
	w, err := LoadWords(l, lang, gl)
	require.NoError(t, err)
	return w
}
