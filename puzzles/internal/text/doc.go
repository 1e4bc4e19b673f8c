// Package text reads the line structure shared by every puzzle file format:
// header comments, the kind line with its options, the body, and an optional
// trailing solution block. Kind packages build their parsers on it so that
// every error names the file, the line and what was expected in one style.
package text
