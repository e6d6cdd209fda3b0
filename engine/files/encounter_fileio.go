package files

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
)

// jsonProblem words a decoding error: the key and what is wrong with its
// value, or where in the text the JSON breaks (data, when given, turns a
// byte offset into a line and column).
func jsonProblem(err error, data []byte) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		want := jsonKind(te.Type.Kind())
		if te.Field == "" {
			return fmt.Sprintf("the value is a JSON %s, want %s", te.Value, want)
		}
		// A key of an embedded struct (creatureV2) is a key of the object.
		field := strings.ReplaceAll(te.Field, "creatureV2.", "")
		return fmt.Sprintf("key %q: a JSON %s is not %s", field, te.Value, want)
	case errors.As(err, &se):
		return fmt.Sprintf("broken JSON %s: %v", offsetWords(data, se.Offset), err)
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return "the JSON ends too early"
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if k, ok := strings.CutPrefix(msg, "unknown field "); ok {
		return "unknown key " + k
	}
	return msg
}

// jsonKind names what a Go kind expects in JSON.
func jsonKind(k reflect.Kind) string {
	switch k {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number in range"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	}
	return "an object"
}

// offsetWords turns a byte offset into "at line L column C" (or "at byte N"
// without the text).
func offsetWords(data []byte, off int64) string {
	if data == nil || off < 0 || off > int64(len(data)) {
		return fmt.Sprintf("at byte %d", off)
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - (bytes.LastIndexByte(before, '\n') + 1)
	return fmt.Sprintf("at line %d column %d", line, col)
}

// WriteFileAtomic writes data to path so that a crash never leaves half a
// file: it writes a temporary file in the same directory, flushes it to
// disk, and renames it over path. An existing file keeps its permissions.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("files: cannot save to %s: not a regular file", path)
		}
		mode = st.Mode().Perm()
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("files: saving %s: %w", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("files: saving %s: %w", path, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("files: saving %s: %w", path, err)
	}
	if err = f.Chmod(mode); err != nil {
		return fmt.Errorf("files: saving %s: %w", path, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("files: saving %s: %w", path, err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("files: saving %s: %w", path, err)
	}
	// Make the rename itself durable; not every platform can sync a
	// directory, and the file is complete either way.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// bare is an error's message without the package it came from, to be
// worded into a message of this package.
func bare(err error) string {
	msg := err.Error()
	for _, p := range []string{"engine: ", "files: ", "grid: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg
}
