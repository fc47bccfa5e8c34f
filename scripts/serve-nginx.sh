#!/usr/bin/env bash
# Serves public/ with the deployment's nginx configuration (deploy/nginx/local.conf) on
# http://localhost:9000, in the foreground, as whatever user runs it. `gatsby build` first: it
# writes the Content-Security-Policy the configuration includes.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f deploy/nginx/generated/content-security-policy.conf ]; then
  echo "No deploy/nginx/generated/content-security-policy.conf: run gatsby build first." >&2
  exit 1
fi
mkdir -p test-results/nginx
exec /usr/sbin/nginx -p "$PWD/" -c deploy/nginx/local.conf -e stderr
