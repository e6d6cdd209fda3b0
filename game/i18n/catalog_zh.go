package i18n

// zh is the simplified Chinese catalog, by the English text.
var zh = map[string]string{}
