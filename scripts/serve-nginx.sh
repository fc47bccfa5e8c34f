#!/usr/bin/env bash
# Serves public/ with the deployment's nginx configuration (deploy/nginx/local.conf) on
# http://localhost:${PORT:-9000}, in the foreground, as whatever user runs it. `gatsby build`
# first: it writes the Content-Security-Policy the configuration includes. Each port runs from
# its own copy of deploy/nginx under test-results/nginx/<port>/, so the e2e suite (9000) and the
# bench (9300) can run side by side. SITE_DIR serves another build than public/ (`npm test` serves
# a copy of it, test-results/built/public, while `gatsby develop` rewrites public/).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-9000}"
if [ ! -f deploy/nginx/generated/content-security-policy.conf ]; then
  echo "No deploy/nginx/generated/content-security-policy.conf: run gatsby build first." >&2
  exit 1
fi
run="test-results/nginx/$PORT"
rm -rf "$run" && mkdir -p "$run" && cp -r deploy/nginx "$run/conf"
sed -i "s#localhost:9000#localhost:$PORT#; s#test-results/nginx/#$run/#g; s#root public;#root ${SITE_DIR:-public};#" \
  "$run/conf/local.conf"
exec /usr/sbin/nginx -p "$PWD/" -c "$run/conf/local.conf" -e stderr
