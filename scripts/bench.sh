#!/usr/bin/env bash
# `npm run bench`: the portal's figures from the production build in Debian chromium, side by side
# with the react-admin reference of ../shared/anchors/react-admin when that folder exists
# (scripts/bench/run.ts). Builds public/ with e2e/e2e.env's settings and the reference first;
# BENCH_SKIP_BUILD=1 reuses the last builds. The reference's install needs the npm registry only
# the first time (or when its package-lock.json changes), so after one run outside a network
# namespace the whole bench runs inside one: unshare -n bash -c 'ip link set lo up; npm run bench'.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
bash scripts/ensure-debian-packages.sh
set -a; . e2e/e2e.env; set +a
# The token broker on the bench's own site (scripts/bench/harness.ts serves it on 9300).
export GATSBY_DATA_TOKEN_URL=http://localhost:9300/api/token
# The same portal built with a client secret, its token straight from the mock auth service: the
# broker part (scripts/bench/broker-bench.ts) visits both builds in turn.
export BENCH_SECRET_BUILD=test-results/bench-builds/secret
build() {
  npx gatsby build >test-results/bench-build.log 2>&1 || { tail -40 test-results/bench-build.log; exit 1; }
}
if [ "${BENCH_SKIP_BUILD:-}" != "1" ]; then
  if [ -z "${BENCH_ONLY:-}" ] || [ "${BENCH_ONLY}" = broker ]; then
    echo "Building the portal with a client secret, for the broker part (BENCH_SKIP_BUILD=1 skips this)…"
    GATSBY_DATA_TOKEN_URL='' GATSBY_DATA_CLIENT_SECRET=dev-secret ALLOW_PUBLIC_CLIENT_SECRET=true build
    rm -rf "$BENCH_SECRET_BUILD" && mkdir -p "$(dirname "$BENCH_SECRET_BUILD")" && mv public "$BENCH_SECRET_BUILD"
  fi
  echo "Building the production build the benchmark measures (BENCH_SKIP_BUILD=1 skips this)…"
  build
fi
# nginx serves one policy for both builds' inline scripts (scripts/bench/builds.ts).
if [ -d "$BENCH_SECRET_BUILD" ]; then npx tsx scripts/bench/allow-both-builds.ts public "$BENCH_SECRET_BUILD"; fi
# Its last line is the reference's dist/ folder; nothing when the comparison is skipped.
BENCH_REFERENCE_DIST="$(bash scripts/bench/prepare-reference.sh | tail -1)"
export BENCH_REFERENCE_DIST
npx tsx scripts/bench/run.ts
