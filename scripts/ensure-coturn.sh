#!/usr/bin/env bash
# The consultation browser test runs a real TURN server (coturn) on loopback. Installs it through
# apt when it is missing and we are root; otherwise says how to get it (the test then skips).
set -euo pipefail
if command -v turnserver >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing coturn for the browser tests (apt-get install coturn)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coturn >/dev/null
  exit 0
fi
echo "coturn is needed for the TURN relay browser test: run 'sudo apt-get install -y coturn'." >&2
exit 0
