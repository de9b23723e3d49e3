#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries exist for the database unit tests
# (tests/setup/postgres.ts starts a throwaway server with them): Debian's
# postgresql package, installed with apt-get when missing and running as root.
set -euo pipefail
shopt -s nullglob
found=(/usr/lib/postgresql/*/bin/initdb)
if [ "${#found[@]}" -gt 0 ]; then
  bin="$(dirname "${found[-1]}")"
  echo "Using $("$bin/postgres" --version 2>/dev/null || echo "PostgreSQL in $bin")"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL is missing; installing Debian's postgresql package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  found=(/usr/lib/postgresql/*/bin/initdb)
  if [ "${#found[@]}" -gt 0 ]; then
    echo "Installed $("$(dirname "${found[-1]}")/postgres" --version)"
    exit 0
  fi
fi
echo "The database tests need PostgreSQL's server binaries. Install them with" >&2
echo "'sudo apt-get install postgresql', then run the tests again." >&2
exit 1
