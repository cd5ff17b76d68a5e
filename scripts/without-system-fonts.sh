#!/usr/bin/env bash
# Runs a command as on a fresh machine that has no fonts installed:
#   bash scripts/without-system-fonts.sh npm run -s build
# In a private mount namespace (unshare: as root, or as a user where user namespaces are
# allowed), an empty tmpfs covers every folder where fontconfig or resvg's font database look for
# fonts, and fontconfig reads an empty configuration. Only the command sees the difference; the
# fonts stay installed for everything else (Chromium's screenshots, Lighthouse).
set -euo pipefail
# Where no namespace can be made (a container that forbids unshare), it says so and runs the
# command with the empty fontconfig alone: weaker, but CI must not fail for want of a kernel
# feature; og-card.test.ts still proves the face is read from node_modules.
if [ "${WITHOUT_SYSTEM_FONTS:-}" != inside ]; then
  if unshare --map-root-user --mount true 2>/dev/null; then
    WITHOUT_SYSTEM_FONTS=inside exec unshare --map-root-user --mount bash "$0" "$@"
  fi
  echo "without-system-fonts: no private mount namespace here (unshare --map-root-user --mount); font folders stay visible, fontconfig is emptied" >&2
  WITHOUT_SYSTEM_FONTS=visible
fi
if [ "$WITHOUT_SYSTEM_FONTS" = inside ]; then
  home=${HOME:-/root}
  hidden=" "
  for dir in /usr/share/fonts /usr/local/share/fonts "$home/.fonts" "$home/.local/share/fonts" "${XDG_DATA_HOME:-$home/.local/share}/fonts"; do
    if [ -d "$dir" ] && [[ $hidden != *" $dir "* ]]; then
      mount -t tmpfs -o ro,size=4k none "$dir"
      hidden+="$dir "
    fi
  done
fi
unset WITHOUT_SYSTEM_FONTS
config=$(mktemp --suffix=.conf)
trap 'rm -f "$config"' EXIT
echo '<fontconfig></fontconfig>' >"$config"
export FONTCONFIG_FILE=$config
if command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list)" ]; then
  echo "without-system-fonts: fonts still visible:" >&2
  fc-list >&2
  exit 1
fi
"$@"
