//go:build !js

package game

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"battlemap/engine/files"
	"battlemap/game/i18n"
)

// The desktop keeps the settings chosen in the app (the interface's
// language) in a small file in the user's configuration folder:
// $XDG_CONFIG_HOME/battlemap/settings.json (~/.config on Linux, the
// platform's folder elsewhere).

// settings are what the settings file holds.
type settings struct {
	Lang string `json:"lang,omitempty"`
}

// settingsFile is where the settings are kept.
func settingsFile() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("game: no configuration folder for the settings: %w", err)
	}
	return filepath.Join(dir, "battlemap", "settings.json"), nil
}

// readSettings reads the settings file; none, or a damaged one, gives the
// zero settings.
func readSettings() settings {
	var s settings
	name, err := settingsFile()
	if err != nil {
		return s
	}
	data, err := os.ReadFile(name)
	if err == nil {
		_ = json.Unmarshal(data, &s) // a damaged file is as good as none
	}
	return s
}

// chosenLang is the language last chosen in the app, else the system's.
func chosenLang() i18n.Lang {
	if l, ok := i18n.Parse(readSettings().Lang); ok {
		return l
	}
	return i18n.FromEnv(os.Getenv)
}

// saveLang keeps the language chosen in the app for the next start.
func (d *desktop) saveLang(g *Game, l i18n.Lang) {
	name, err := settingsFile()
	if err == nil {
		s := readSettings()
		s.Lang = l.String()
		var data []byte
		data, err = json.MarshalIndent(s, "", "  ")
		if err == nil {
			err = os.MkdirAll(filepath.Dir(name), 0o755)
		}
		if err == nil {
			err = files.WriteFileAtomic(name, append(data, '\n'))
		}
	}
	if err != nil {
		g.board.Report(fmt.Errorf("game: the language is not kept for the next start: %w", err))
	}
}
