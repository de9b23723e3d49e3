#!/usr/bin/env bash
# Makes sure Debian's redis-server exists for the shared rate-limit tests (a throwaway
# server per test, tests/support/redis-server.ts): installed with apt-get when missing
# and running as root.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then
  echo "Using $(redis-server --version | cut -d' ' -f1-3)"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "redis-server is missing; installing Debian's redis-server package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq redis-server >/dev/null
  # Debian's package starts a system service; the tests start their own servers.
  command -v redis-server >/dev/null 2>&1 && exit 0
fi
echo "The shared rate-limit tests need redis-server. Install it with" >&2
echo "'sudo apt-get install redis-server', then run the tests again." >&2
exit 1
