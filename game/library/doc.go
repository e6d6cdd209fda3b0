// Package library keeps the GM's encounters: a list of them with names and
// thumbnails (IndexedDB on the web page, a folder on the desktop), and the
// autosave of the fight being played.
//
// The autosave costs what a change costs: after each change it appends one
// journal record (files.JournalRecord) to the stored encounter, and only
// now and then (every CompactEvery records) writes the whole file again and
// drops the records. Reading an encounter back replays its records on its
// file; a damaged or missing record stops the replay there and says so. A
// failed write stays visible (Autosave.Err) until a later write succeeds,
// and the store remembers it, so that a reload says what was lost instead
// of restoring the fight as if it were current.
//
// Stores are asynchronous (the browser's storage is): results come back as
// functions posted to a Mailbox, which the game runs in its Update.
//
//	mb := library.NewMailbox()
//	st := library.OpenFolder(dir, mb)
//	as := library.NewAutosave(st, "current")
//	as.Start(enc, images, thumb) // the whole file
//	...after every frame: as.Sync(enc); mb.Run()
package library
