package i18n

// ja is the Japanese catalog, by the English text.
var ja = map[string]string{}
