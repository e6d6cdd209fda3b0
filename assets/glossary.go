package assets

import _ "embed"

// Glossary is the glossary of each rule system's terms in every language
// (lang/glossary.json), embedded on every platform: the English interface
// fills its {key} places from it ("{aoo}" is "attack of opportunity" in
// PF2e and "opportunity attack" in 5e) before any language file is loaded.
//
//go:embed lang/glossary.json
var Glossary []byte
