#!/usr/bin/env bash
# The Debian packages the end-to-end suite and the bench run on, installed when missing (never a
# downloaded binary): chromium and its headless shell for Playwright, nginx and its brotli_static module to
# serve the production build with deploy/nginx's configuration, a CJK font, and openssl (the local
# identity provider of the token broker's tests and the e2e suite makes its certificate with it).
# Without that font every Chinese glyph is an empty box of another width, so the zh-TW layouts that
# the tests measure and the screenshots show are not the ones users' phones and PCs render.
set -euo pipefail
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
# fontconfig's fc-list comes with chromium; without it, the font cannot be looked up yet.
has_cjk_font() { command -v fc-list >/dev/null && [ -n "$(fc-list :lang=zh-tw family)" ]; }

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${TEST_CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f "$BROTLI_MODULE" ] || missing+=(libnginx-mod-http-brotli-static)
has_cjk_font || missing+=(fonts-noto-cjk)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages (apt): ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # nginx's package starts the system's nginx on port 80 after unpacking; where that cannot run
  # (no init, port taken) apt reports an error although the program is installed. Judge by the
  # programs themselves.
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null \
    || echo "apt-get reported an error; checking the programs it was to install"
fi
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || { echo "chromium is not installed" >&2; exit 1; }
[ -x "${TEST_CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}" ] ||
  { echo "chromium-headless-shell is not installed" >&2; exit 1; }
[ -x /usr/sbin/nginx ] || { echo "nginx is not installed" >&2; exit 1; }
[ -f "$BROTLI_MODULE" ] || { echo "nginx's brotli_static module is not installed" >&2; exit 1; }
command -v openssl >/dev/null || { echo "openssl is not installed" >&2; exit 1; }
has_cjk_font || {
  echo "No font for Traditional Chinese (fc-list :lang=zh-tw is empty): install fonts-noto-cjk" \
    "(apt-get install -y fonts-noto-cjk). Without it, zh-TW pages render empty boxes of the wrong" \
    "width, and the layout tests and screenshots do not show what users see." >&2
  exit 1
}
