#!/usr/bin/env bash
# Debian's Chromium for the journeys, without the address bar's suggestion popup: headless Chromium still builds
# that popup (a chrome:// page in a renderer process of its own) for every new tab, ~1.7 s of CPU per journey on a
# 2-core machine, for a bar no test sees. Chromium keeps only the last --disable-features it is given, so
# Playwright's own list and this one are merged into one.
set -euo pipefail
disabled=(WebUIOmniboxPopup WebUIOmniboxFullPopup WebUIOmniboxAimPopup)
args=()
for arg in "$@"; do
  case "${arg}" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("${arg}") ;;
  esac
done
IFS=,
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" "--disable-features=${disabled[*]}"
