#!/usr/bin/env bash
# `npm run bench`: figures from the production build in Debian chromium (scripts/bench/run.ts).
# Builds public/ with e2e/e2e.env's settings first; BENCH_SKIP_BUILD=1 reuses the last build.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
bash scripts/ensure-debian-packages.sh
if [ "${BENCH_SKIP_BUILD:-}" != "1" ]; then
  set -a; . e2e/e2e.env; set +a
  echo "Building the production build the benchmark measures (BENCH_SKIP_BUILD=1 skips this)…"
  npx gatsby build >test-results/bench-build.log 2>&1 || { tail -40 test-results/bench-build.log; exit 1; }
fi
npx tsx scripts/bench/run.ts
