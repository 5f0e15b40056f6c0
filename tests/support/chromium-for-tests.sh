#!/usr/bin/env bash
# Debian's Chromium for the journeys. Its headless shell (package chromium-headless-shell) when installed: the same
# engine without the browser's window layer, ~15 % less CPU on an app journey file on a 2-core machine (bench/README.md,
# decision 033); otherwise the full Chromium, without the address bar's suggestion popup: headless Chromium still builds
# that popup (a chrome:// page in a renderer process of its own) for every new tab, ~1.7 s of CPU per journey, for a
# bar no test sees. Chromium keeps only the last --disable-features it is given, so Playwright's own list and this one
# are merged into one. CHROMIUM_PATH chooses another binary.
set -euo pipefail
chromium="${CHROMIUM_PATH:-}"
if [ -z "${chromium}" ]; then
  chromium=/usr/bin/chromium
  if [ -x /usr/bin/chromium-headless-shell ]; then chromium=/usr/bin/chromium-headless-shell; fi
fi
disabled=(WebUIOmniboxPopup WebUIOmniboxFullPopup WebUIOmniboxAimPopup)
args=()
for arg in "$@"; do
  case "${arg}" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("${arg}") ;;
  esac
done
IFS=,
exec "${chromium}" "${args[@]}" "--disable-features=${disabled[*]}"
