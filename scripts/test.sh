#!/usr/bin/env bash
# The test command: static checks, unit and API tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each is one process on one core: side by side they take the time of the longer.
echo "== typecheck and lint"
npm run typecheck --silent &
typecheck=$!
npm run lint --silent &
lint=$!
wait "$typecheck"
wait "$lint"
echo "== formatting"; npx prettier --check . --log-level warn
bash scripts/ensure-poppler.sh
# TEST_DATABASE_URL is left out here, so this pass really runs the API tests on PGlite.
echo "== unit, component and API tests (PGlite)"; env -u TEST_DATABASE_URL npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL ($TEST_DATABASE_URL)"
  # A file that starts API processes of its own (through test/api-process.ts) opens tens of
  # connections, the processes' pools and its own, and two of them at once would pass PostgreSQL's
  # default 100: those run one at a time, after the others, which take a worker per core.
  # Arrays, so the shell never expands the exclusions' globs against the tree itself.
  mapfile -t own_processes < <(cd apps/api && grep -rl --include='*.test.ts' 'api-process' test | grep -v '^test/deploy/')
  exclusions=()
  for file in "${own_processes[@]}"; do exclusions+=(--exclude "**/$file"); done
  npx vitest run --project api "${exclusions[@]}"
  npx vitest run --project api --maxWorkers=1 "${own_processes[@]}"
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
