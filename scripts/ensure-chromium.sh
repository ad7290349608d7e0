#!/usr/bin/env bash
# Browser tests run on Debian's Chromium: its headless shell (chromium-headless-shell: about half the CPU a
# test costs in the full browser) where installed, else the full browser (playwright.config.ts picks).
# Install what is missing with apt-get when we can; never download a browser build.
set -euo pipefail
shell=/usr/lib/chromium/chromium-headless-shell
if [ -x "$shell" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Chromium's headless shell is missing: installing Debian's chromium-headless-shell (about a minute)..."
  packages=(chromium-headless-shell)
  [ -x /usr/bin/chromium ] || packages+=(chromium)
  # the full browser alone still runs the tests (slower): a failed install is only fatal without it
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null; } ||
    echo "Installing ${packages[*]} failed." >&2
fi
if [ -x "$shell" ] || [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Browser tests need Chromium: its headless shell ($shell) or the browser (/usr/bin/chromium)." >&2
echo "Install them with: sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium" >&2
exit 1
