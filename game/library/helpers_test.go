package library

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

func readFile(t testing.TB, path string) string {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(data)
}

func writeFile(t testing.TB, path, data string) {
	require.NoError(t, os.WriteFile(path, []byte(data), 0o644))
}
