#!/usr/bin/env bash
# `npm test`: every tier, in two lanes side by side:
#   lane 1: lint and format, then the unit + HTTP tiers on embedded PGlite, then the HTTP tier
#           again on PostgreSQL when DATABASE_URL is set;
#   lane 2: the web build with its size budgets, the Playwright journeys in Debian's Chromium,
#           then the type check and the web page tests.
# The static checks sit beside the tests because they use one core for a minute or two: run
# first, on their own, they left the second core idle while every test waited for them. The
# type check closes lane 2: with the journeys in shards, lane 1 became the longer one (in CI on
# 2026-11-24 the type check took 8 minutes at the head of lane 1, beside the journeys' start).
# The lanes share nothing (the journeys run their own server on an embedded database in a temp
# folder), so running them at once cuts the wall time; each lane's output is printed whole when
# it ends, and the script fails if either lane failed. TEST_LANES=serial runs them one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."

# each step says when it started (seconds since \`npm test\` began), so a slow tier shows in CI logs
step() { printf '\n\033[1m▶ %s\033[0m  (at %ss)\n' "$*" "$SECONDS"; }

bash scripts/ensure-tools.sh

static_checks() {
  step "lint";        npx eslint . --max-warnings=0
  step "format";      npx prettier --check . --log-level warn
}

server_lane() {
  static_checks
  # the contract and server projects share a worker's module cache (vitest.config.ts); the web
  # page tests (jsdom) stay isolated and run in lane 2
  step "unit + HTTP tiers on embedded PGlite"
  env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run --project contract --project server
  if [ -n "${DATABASE_URL:-}" ]; then
    step "HTTP tier on PostgreSQL (${DATABASE_URL%%@*}@…)"
    TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project server
  fi
}

browser_lane() {
  step "web and server builds, budgets"
  npm run build --silent -w apps/web
  npm run build --silent -w apps/server
  npm run budgets --silent -w apps/web
  step "browser journeys (Playwright, Debian Chromium)"
  npm test --silent -w e2e
  step "typecheck";   npm run typecheck --silent
  # here, not in lane 1: in a CI rehearsal (2026-11-25) this lane ended at 728 s and lane 1's
  # PGlite pass at 784 s, with the PostgreSQL pass still to run
  step "web page tests (jsdom)"
  npx vitest run --project web
}

if [ "${TEST_LANES:-parallel}" = "serial" ]; then
  server_lane
  browser_lane
  exit 0
fi

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
step "running the server lane and the browser lane side by side"
(set -e; server_lane >"$logs/server.log" 2>&1; step "server lane done" >>"$logs/server.log") &
server_pid=$!
(set -e; browser_lane >"$logs/browser.log" 2>&1; step "browser lane done" >>"$logs/browser.log") &
browser_pid=$!

server_rc=0; browser_rc=0
wait "$server_pid" || server_rc=$?
wait "$browser_pid" || browser_rc=$?

# a CI log is often read from its tail: a failed lane prints last, and the failures are named again
print_lane() { cat "$logs/$1.log"; printf '\n(%s lane exit %s)\n' "$1" "$2"; }
if [ "$server_rc" -ne 0 ] && [ "$browser_rc" -eq 0 ]; then
  print_lane browser "$browser_rc"; print_lane server "$server_rc"
else
  print_lane server "$server_rc"; print_lane browser "$browser_rc"
fi
if [ "$server_rc" -ne 0 ] || [ "$browser_rc" -ne 0 ]; then
  printf '\n\033[1m▶ what failed\033[0m\n'
  grep -hE '(FAIL|✘|×|Error:|[0-9]+ failed|Failed Tests|Unhandled Errors|Errors +[0-9]|exited with|ELIFECYCLE)' "$logs/server.log" "$logs/browser.log" | head -60 || true
fi
[ "$server_rc" -eq 0 ] && [ "$browser_rc" -eq 0 ]
