#!/usr/bin/env bash
# Makes sure Debian's nginx exists for `npm run test:cluster` and `npm run bench:cluster`
# (scripts/cluster starts it with a generated config): installed with apt-get when
# missing and running as root, like ensure-postgres.sh.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  echo "Using $( (nginx -v 2>&1 || /usr/sbin/nginx -v 2>&1) | head -1)"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing; installing Debian's nginx package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq nginx-light >/dev/null 2>&1 || apt-get install -y -qq nginx >/dev/null
  echo "Installed $(/usr/sbin/nginx -v 2>&1)"
  exit 0
fi
echo "The cluster test needs nginx. Install it with 'sudo apt-get install nginx', then run it again." >&2
exit 1
