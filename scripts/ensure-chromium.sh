#!/usr/bin/env bash
# Browser tests run on Debian's Chromium. Install it with apt-get when it is missing and we can;
# never download a browser build.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Chromium is missing: installing Debian's chromium package (about a minute)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "Browser tests need Chromium at /usr/bin/chromium." >&2
echo "Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
