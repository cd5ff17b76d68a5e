#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest. .ci/run calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step prints the minutes and seconds since the start, so a slow CI run says where its time went.
started=$SECONDS
step() { printf '\n== [%dm%02ds] %s\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$*"; }

step "system packages (Chromium, CJK fonts; only when missing)"
bash scripts/install-system-deps.sh
# Runs its commands at once and prints each one's output whole, in order, once all have ended;
# fails if any failed. tsc and ESLint take one core each: on two quiet cores the three checks
# below took 67 s one after the other, and take 54 s at once.
together() {
  local dir pids=() failed=0 i
  dir=$(mktemp -d)
  i=0
  for command in "$@"; do
    bash -c "$command" >"$dir/$i" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for command in "$@"; do
    if ! wait "${pids[$i]}"; then
      failed=1
      echo "-- failed: $command"
    fi
    cat "$dir/$i"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return $failed
}

step "codegen drift check, lint and typecheck, at once"
together "npm run -s check:codegen" "npm run -s lint && npm run -s lint:openapi" "npm run -s typecheck"
step "build (prerender), with every system font hidden, as on a fresh machine"
# The sharing cards' face comes from node_modules (scripts/fonts.ts); fonts-noto-cjk, installed
# above for the browser, must not be what makes the build pass.
bash scripts/without-system-fonts.sh npm run -s build
step "unit, codegen, server and contract tests, with the gates over the built site beside them"
# The gates each read dist/ alone and print what they found, all seven at once (one after the other
# they took 31 s on two quiet cores, most of it one core's: linkinator 14 s, the HTML checker's Java
# 8 s). They run beside the unit tests, whose two workers leave about a tenth of the two cores idle
# (child processes they wait for, their last file alone): the two stages took 272 s one after the
# other, 255 s together. Their output is printed whole after the unit tests':
# - first-load JavaScript of every route within its budget;
# - each page's start-up JavaScript in its own language only (no text of the other);
# - SEO over the built HTML (h1, titles, canonical, hreflang, sitemap, og:image);
# - structured data (JSON-LD) of every built page: parses, names its types, has what Google requires;
# - every event page of the manifest, both addresses, and its slide's QR code (no browser: the
#   browser tests visit one event of each shape);
# - links and anchors over the built site (linkinator);
# - HTML of every prerendered page (W3C Nu HTML checker, vnu-jar).
gates_log=$(mktemp)
together "npm run -s check:bundle" "npm run -s check:one-language" "npm run -s check:seo" "npm run -s check:structured-data" \
  "npm run -s check:events" "npm run -s check:links" "npm run -s check:html" >"$gates_log" 2>&1 &
gates=$!
# After the build: the tests that build a copy of the repository start from its cache
# (seedBuildCache in scripts/prerender/build-cache.ts) and draw only what their change reaches.
unit_status=0
npm run -s test:unit || unit_status=$?
gates_status=0
wait "$gates" || gates_status=$?
step "the gates' output"
cat "$gates_log"
rm -f "$gates_log"
[ "$unit_status" -eq 0 ] || { echo "-- failed: the unit tests"; exit "$unit_status"; }
[ "$gates_status" -eq 0 ] || exit "$gates_status"
step "end-to-end tests in Chromium"
npm run -s test:e2e
step "done"
