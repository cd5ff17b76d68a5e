#!/usr/bin/env bash
# Runs a command as on a fresh machine that has no fonts installed:
#   bash scripts/without-system-fonts.sh npm run -s build
# In a private mount namespace (unshare: as root, or as a user where user namespaces are
# allowed), an empty tmpfs covers every folder where fontconfig or resvg's font database look for
# fonts, and fontconfig reads an empty configuration. Only the command sees the difference; the
# fonts stay installed for everything else (Chromium's screenshots, Lighthouse).
set -euo pipefail
if [ "${WITHOUT_SYSTEM_FONTS:-}" != inside ]; then
  if ! unshare --map-root-user --mount true 2>/dev/null; then
    echo "without-system-fonts: cannot make a private mount namespace (unshare --map-root-user --mount); run as root or allow user namespaces" >&2
    exit 1
  fi
  WITHOUT_SYSTEM_FONTS=inside exec unshare --map-root-user --mount bash "$0" "$@"
fi
unset WITHOUT_SYSTEM_FONTS
home=${HOME:-/root}
hidden=" "
for dir in /usr/share/fonts /usr/local/share/fonts "$home/.fonts" "$home/.local/share/fonts" "${XDG_DATA_HOME:-$home/.local/share}/fonts"; do
  if [ -d "$dir" ] && [[ $hidden != *" $dir "* ]]; then
    mount -t tmpfs -o ro,size=4k none "$dir"
    hidden+="$dir "
  fi
done
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
