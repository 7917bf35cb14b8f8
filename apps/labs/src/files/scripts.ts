/**
 * The bash scripts the file endpoints run inside a lab (lab-files.ts). Every value arrives as a
 * positional argument, never inside the script text. Exit codes: 10 the real path leaves the home,
 * 11 no such file, 12 not a regular file (or a folder is in the way), 13 larger than the cap,
 * anything else a failure. stderr goes to /dev/null: the PTY would mix it into the output.
 */

/**
 * $1 home, $2 depth, $3 entry cap: type, size and path of each entry, NUL-ended, as base64.
 * Skipped: dot folders, node_modules, and the home file system's own lost+found.
 */
export const TREE_SCRIPT = `
cd -- "$1" 2>/dev/null || exit 20
find . -mindepth 1 -maxdepth "$2" \\( -type d \\( -name '.*' -o -name node_modules -o -path ./lost+found \\) -prune \\) \\
  -o \\( \\( -type f -o -type d \\) -printf '%y\\t%s\\t%P\\0' \\) 2>/dev/null | head -z -n "$3" | base64 -w0
`;

/** $1 home, $2 relative path, $3 byte cap: the file's bytes as base64. */
export const READ_SCRIPT = `
exec 2>/dev/null
target=$(realpath -e -- "$1/$2") || exit 11
case "$target" in "$1"/*) ;; *) exit 10 ;; esac
[ -f "$target" ] || exit 12
size=$(stat -c %s -- "$target") || exit 20
[ "$size" -le "$3" ] || exit 13
base64 -w0 -- "$target" || exit 20
`;

/**
 * $1 home, $2 relative path, $3 token of this save, $4 1 on the first chunk, $5 1 on the last,
 * $6 the chunk as base64. The first chunk makes the folders and an empty temporary file, each
 * chunk appends, the last moves the temporary file over the target and prints its size.
 */
export const WRITE_SCRIPT = `
exec 2>/dev/null
target=$(realpath -m -- "$1/$2") || exit 20
case "$target" in "$1"/*) ;; *) exit 10 ;; esac
if [ -e "$target" ] && [ ! -f "$target" ]; then exit 12; fi
dir=$(dirname -- "$target")
tmp="$dir/.learnbox-save-$3"
if [ "$4" = 1 ]; then
  mkdir -p -- "$dir" || exit 12
  : > "$tmp" || exit 20
fi
printf %s "$6" | base64 -d >> "$tmp" || { rm -f -- "$tmp"; exit 20; }
if [ "$5" = 1 ]; then
  mv -f -- "$tmp" "$target" || { rm -f -- "$tmp"; exit 20; }
  stat -c %s -- "$target" || exit 20
fi
`;
