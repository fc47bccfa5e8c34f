#!/usr/bin/env bash
# `gatsby develop` with .env.development's settings only: drops GATSBY_* variables inherited
# from the shell (scripts/test-all.sh exports e2e/e2e.env's), which would win over the file.
set -euo pipefail
cd "$(dirname "$0")/.."
for name in $(env | grep -o '^GATSBY_[A-Z0-9_]*' || true); do unset "$name"; done
exec npx gatsby develop --host localhost --port "${DEV_PORT:-8000}"
