#!/usr/bin/env bash
# `npm test`: every tier. Lint and format, types, unit + HTTP tiers on embedded PGlite,
# the HTTP tier again on PostgreSQL when DATABASE_URL is set, the web build with its
# size budgets, then the Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

bash scripts/ensure-tools.sh

step "lint";        npx eslint . --max-warnings=0
step "format";      npx prettier --check . --log-level warn
step "typecheck";   npm run typecheck --silent

step "unit + HTTP tiers on embedded PGlite"
env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run

if [ -n "${DATABASE_URL:-}" ]; then
  step "HTTP tier on PostgreSQL (${DATABASE_URL%%@*}@…)"
  TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project server
fi

step "web build and budgets"
npm run build --silent -w apps/web
npm run budgets --silent -w apps/web

step "browser journeys (Playwright, Debian Chromium)"
npm test --silent -w e2e
