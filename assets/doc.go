// Package assets holds the files embedded in the app: the built-in demo
// encounter (a scenario-format file) and the Chinese and Japanese fonts
// (fonts/, subsets of Noto Sans CJK under the OFL, fonts/OFL.txt; the
// desktop embeds them, the web page fetches them). Only bytes live here;
// the game decodes them.
package assets
