#!/usr/bin/env bash
# The prescription PDF tests read the PDFs back with pdftotext (Debian's poppler-utils).
# Installs it through apt when it is missing and we are root; otherwise says how to get it.
set -euo pipefail
if command -v pdftotext >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing poppler-utils for the PDF tests (apt-get install poppler-utils)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  exit 0
fi
echo "pdftotext is needed for the PDF tests: run 'sudo apt-get install -y poppler-utils'." >&2
exit 1
