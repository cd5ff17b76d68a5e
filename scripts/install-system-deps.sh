#!/usr/bin/env bash
# What npm cannot install: Debian's Chromium for Playwright (no browser downloads here): its headless
# shell, which every test drives (scripts/chromium-path.ts); CJK fonts so Korean renders in
# Chromium's screenshots (the build itself draws with Noto Sans KR from node_modules,
# scripts/fonts.ts, and needs no system font), nginx with its brotli module, which the Playwright
# project `nginx` runs on the built site (scripts/serve-nginx.ts; no system service is used), and a
# Java runtime (17 or later) for the W3C Nu HTML checker (vnu-jar, `npm run check:html`).
# With `--bench`, also the full browser, which only the benches drive (Lighthouse,
# scripts/bench/lighthouse-run.ts): `npm test`, and so CI, does not download it.
# Installs only what is missing.
set -euo pipefail
missing=()
if [ "${1:-}" = "--bench" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || missing+=(fonts-noto-cjk)
# nginx lives in /usr/sbin, which is not on a user's PATH on Debian.
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
# scripts/gates/html.ts runs /usr/bin/java (Debian bookworm's default is OpenJDK 17).
[ -x /usr/bin/java ] || missing+=(default-jre-headless)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian packages: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
# OpenJDK's post-install links its man pages and fails where slim images removed the folder.
$SUDO mkdir -p /usr/share/man/man1
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
