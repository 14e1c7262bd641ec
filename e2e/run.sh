#!/usr/bin/env bash
# `npm test -w e2e`: builds the server, seeds ONE embedded database, then runs Playwright, whose
# config gives each of its servers (one per journey shard, one for the axe scan) a copy of it.
# Seeding once instead of once per server saves a full seed of CPU per extra server.
set -euo pipefail
cd "$(dirname "$0")/.."
# `npm test` builds the server before it calls this script and says so
[ "${E2E_SERVER_BUILT:-}" = 1 ] || npm run build --silent -w apps/server
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/portal-e2e-XXXXXX")}"
if [ ! -d "$E2E_DATA_DIR/template" ]; then
  mkdir -p "$E2E_DATA_DIR/template"
  DATA_DIR="$E2E_DATA_DIR/template" DATABASE_URL='' REDIS_URL='' LOG_LEVEL=warn \
    npm run db:seed --silent
fi
cd e2e
exec npx playwright test "$@"
