#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it (the README's test command is `npm ci && npm test`):
# browser and PostgreSQL checks, typecheck, lint, unit tests (PGlite and a real PostgreSQL), assistant
# eval, production build, HTML validation, JavaScript budget, then Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Browser"
bash scripts/ensure-chromium.sh

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "PostgreSQL (for the database tests)"
bash scripts/ensure-postgres.sh

step "Deno npm cache (the Edge Functions' npm: imports, for scripts/edge/api-contract.test.ts)"
npm run --silent edge:cache

step "Redis (for the shared rate-limit tests)"
bash scripts/ensure-redis.sh

mkdir -p tmp/reports
step "Unit tests"
# The database tests run on embedded PGlite and on a throwaway PostgreSQL server
# (tests/setup/postgres.ts); REQUIRE_POSTGRES makes a missing server fail the run, not skip.
REQUIRE_POSTGRES=1 npx vitest run --reporter=default --reporter=json --outputFile.json=tmp/reports/unit-report.json

step "Assistant answers (own sets: single questions >= 0.97, whole conversations >= 0.95; floors: English blind pool 0.92 and 0.65, Arabic and Hindi pool 0.92 and 0.56)"
npm run --silent eval:assistant

step "Build"
npm run --silent build

step "Cluster: nginx, three instances, one PostgreSQL (reuses the build)"
npm run --silent test:cluster

step "HTML validation (html-validate, standard preset)"
npx tsx scripts/validate-html.ts

step "First-load JavaScript budget"
npx tsx scripts/check-js-budget.ts

step "End-to-end journeys (Chromium)"
rm -rf tmp/e2e-data && mkdir -p tmp/e2e-data
npx playwright test

step "Summary"
npx tsx scripts/lib/test-summary.ts tmp/reports/unit-report.json tmp/reports/e2e-report.json
