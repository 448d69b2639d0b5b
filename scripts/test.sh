#!/usr/bin/env bash
# The test command: static checks, unit and API tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"; npm run typecheck --silent
echo "== lint"; npm run lint --silent
echo "== formatting"; npx prettier --check . --log-level warn
bash scripts/ensure-poppler.sh
# TEST_DATABASE_URL is left out here, so this pass really runs the API tests on PGlite.
echo "== unit, component and API tests (PGlite)"; env -u TEST_DATABASE_URL npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL ($TEST_DATABASE_URL)"
  # One file at a time: a race test opens tens of connections (two API processes and the test's
  # own pool), and two of them at once would pass PostgreSQL's default 100.
  npx vitest run --project api --maxWorkers=1
fi
# The deployment of compose.yaml from local processes: needs PostgreSQL, Redis and nginx.
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  echo "== two API instances behind nginx"; npm run test:deploy --silent
fi
echo "== build"; npm run build --silent
echo "== no secrets in the built web app"; node scripts/check-secrets.mjs
echo "== landing page JavaScript budget"; node scripts/bundle-size.mjs
echo "== browser tests"; bash scripts/ensure-chromium.sh; bash scripts/ensure-coturn.sh
npm run test:e2e --silent
