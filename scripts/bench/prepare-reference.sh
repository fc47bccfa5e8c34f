#!/usr/bin/env bash
# Builds the react-admin reference (../shared/anchors/react-admin, its README) for the bench's
# side-by-side figures, in a git-ignored copy: ../shared is read-only and shared by every worktree.
# The install is kept while the reference's package-lock.json is unchanged, so a second run does
# not reinstall; `npm install`, not `npm ci`, which trips over rollup's optional platform packages
# (the reference's README). Needs the npm registry only when the lock changed. Prints the dist/
# folder on its last line, or nothing when there is no reference to compare with.
set -euo pipefail
cd "$(dirname "$0")/../.."
SOURCE="${BENCH_REFERENCE_SOURCE:-../shared/anchors/react-admin}"
WORK=node_modules/.cache/react-admin-reference
if [ ! -f "$SOURCE/package.json" ]; then
  echo "No react-admin reference at $SOURCE: the comparison is skipped, the portal's figures alone follow." >&2
  exit 0
fi
mkdir -p "$WORK"
# The sources are copied every time (they are small); node_modules and dist/ never come across.
(cd "$SOURCE" && find . -path ./node_modules -prune -o -path ./dist -prune -o -type f -print0) |
  while IFS= read -r -d '' file; do install -D -m 644 "$SOURCE/$file" "$WORK/$file"; done
if ! cmp -s "$SOURCE/package-lock.json" "$WORK/.installed-lock"; then
  echo "Installing the react-admin reference's packages in $WORK…" >&2
  (cd "$WORK" && npm install --no-audit --no-fund >install.log 2>&1) || { tail -20 "$WORK/install.log" >&2; exit 1; }
  cp "$SOURCE/package-lock.json" "$WORK/.installed-lock"
fi
if [ "${BENCH_SKIP_BUILD:-}" != "1" ] || [ ! -f "$WORK/dist/index.html" ]; then
  echo "Building the react-admin reference (vite build)…" >&2
  (cd "$WORK" && npx vite build >build.log 2>&1) || { tail -20 "$WORK/build.log" >&2; exit 1; }
fi
echo "$PWD/$WORK/dist"
