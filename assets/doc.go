// Package assets holds the files embedded in the app: the built-in demo
// encounter (a scenario-format file). Only bytes live here; the game
// decodes them.
package assets
