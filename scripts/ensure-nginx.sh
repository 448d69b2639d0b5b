#!/usr/bin/env bash
# The two-instance deployment test (npm run test:deploy) and the proxied benchmark put a real nginx
# in front of two API processes on loopback. Installs it through apt when it is missing and we are
# root; otherwise says how to get it (the test then fails, naming it, when TEST_DEPLOY=1).
set -euo pipefail
NGINX="${NGINX_PATH:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing nginx for the deployment test (apt-get install nginx)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  exit 0
fi
echo "nginx is needed for the two-instance deployment test: run 'sudo apt-get install -y nginx'," >&2
echo "or set NGINX_PATH to an nginx binary." >&2
exit 1
