#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists: CHROME_PATH, or Debian's
# /usr/bin/chromium, installed with apt-get when missing and running as root.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"

# The India page shows an SMS in Hindi: the screenshots in tmp/reports/screens need a Devanagari font
# (Debian's Chromium draws Arabic with DejaVu). Best effort: the tests pass without it.
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=hi)" ] && [ "$(id -u)" = "0" ] \
  && command -v apt-get >/dev/null 2>&1; then
  echo "Installing a Devanagari font (fonts-lohit-deva) for the screenshots..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-lohit-deva >/dev/null 2>&1 \
    || { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-lohit-deva >/dev/null 2>&1; } \
    || echo "Could not install fonts-lohit-deva; the India screenshot will show boxes for Hindi."
fi

if [ -x "$browser" ]; then
  echo "Using $browser ($("$browser" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing; installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  echo "Installed $(/usr/bin/chromium --version)"
  exit 0
fi
echo "The browser tests need Chromium. Install it with 'sudo apt-get install chromium'," >&2
echo "or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again." >&2
exit 1
