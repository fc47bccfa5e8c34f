#!/usr/bin/env bash
# The Debian packages the end-to-end suite and the bench run on, installed when missing (never a
# downloaded binary, DESIGN.md): chromium for Playwright, nginx to serve the production build
# with deploy/nginx's configuration.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages (apt): ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
