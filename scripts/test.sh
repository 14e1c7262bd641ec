#!/usr/bin/env bash
# `npm test`: every tier, in two lanes side by side:
#   lane 1: lint and format, the unit + HTTP tiers on embedded PGlite, then the HTTP tier on
#           PostgreSQL when DATABASE_URL is set (each database file on one engine, see
#           engine_of_files), then the cluster tests (three servers, a worker, HAProxy, PgBouncer
#           and Redis on a PostgreSQL of their own, once lane 2 has built the server);
#   lane 2: the web build with its size budgets, the Playwright journeys in Debian's Chromium
#           (the longest tier: 21 minutes in CI on the slower VM of 2026-11-25), then the type
#           check and the web page tests.
# The lanes share nothing (the journeys run their own servers on embedded databases in a temp
# folder), so running them at once cuts the wall time; each lane's output is printed whole when
# it ends, and the script fails if either lane failed. TEST_LANES=serial runs them one after the
# other; TEST_ENGINES=both runs every database file on both engines.
set -euo pipefail
cd "$(dirname "$0")/.."

# each step says when it started (seconds since \`npm test\` began), so a slow tier shows in CI logs
step() { printf '\n\033[1m▶ %s\033[0m  (at %ss)\n' "$*" "$SECONDS"; }

# --cluster: HAProxy and PgBouncer for the cluster tests (run as processes of their own)
bash scripts/ensure-tools.sh --cluster

static_checks() {
  step "lint";        npx eslint . --max-warnings=0
  step "format";      npx prettier --check . --log-level warn
}

# the server's test files that open a database (directly, through the test helpers, or by
# starting the server), relative to apps/server; a file with none of these runs on PGlite only
database_test_files() {
  (cd apps/server && grep -rlE "helpers/|createDb|TEST_PG_URL|db/client|bootstrap|src/app|spawn|fork|exec" test src \
    --include='*.test.ts' | sort)
}

# With PostgreSQL beside the embedded database (CI), the files that open a database are dealt
# to the two engines in name order within each folder: its first and then one in six to PGlite,
# the rest to PostgreSQL (the same files cost PGlite's WebAssembly engine about 1.8 times the
# CPU, and the PGlite pass is the server lane's longest part), so every area runs on both
# engines and no file twice; a file that names TEST_PG_URL (behaviour that differs by engine:
# locks, a second worker, restarts) runs on both. TEST_ENGINES=both runs every such file on
# both, as before (docs/ARCHITECTURE.md, "How npm test runs"). Prints "<engine> <file>" lines.
engine_of_files() {
  local f area
  local -A dealt=()
  for f in $(database_test_files); do
    # an area is the file's folder (test/<area>/…, or the file itself at the top)
    area=$(cut -d/ -f1-2 <<<"$f")
    # the generated authorization matrix runs on both: every call, owner and stranger; so does a
    # file that says "runs on both engines in CI" (the cross-page standing and money checks, the
    # hostile-input findings: promises the product makes on either database)
    if [ "${TEST_ENGINES:-split}" = "both" ] || grep -q TEST_PG_URL "apps/server/$f" ||
      grep -q "runs on both engines in CI" "apps/server/$f" ||
      [[ "$f" == test/authorization/* ]]; then
      echo "both $f"
    elif grep -q clusterSkipReason "apps/server/$f"; then
      # starts its own PostgreSQL cluster, in the pass without TEST_DATABASE_URL (pg-cluster.ts)
      echo "pglite $f"
    elif grep -q "seed: true" "apps/server/$f"; then
      # starts from the whole demo: a test costs PGlite about 1.8 times PostgreSQL's CPU. Each
      # pass seeds the demo once and copies it for every such file (test/helpers/
      # database-templates.ts); the journeys seed their template on PGlite, and the files marked
      # for both engines seed it there too, so the seed still runs on both.
      echo "postgres $f"
    elif [ $((dealt[$area]++ % 6)) -eq 0 ]; then
      echo "pglite $f"
    else
      echo "postgres $f"
    fi
  done
}

server_lane() {
  static_checks
  local split="" pg_files=""
  if [ -n "${DATABASE_URL:-}" ]; then
    split=$(engine_of_files)
    pg_files=$(awk '$1 != "pglite" { print $2 }' <<<"$split")
  fi
  # the contract and server projects share a worker's module cache (vitest.config.ts); the web
  # page tests (jsdom) stay isolated and run in lane 2
  step "unit + HTTP tiers on embedded PGlite"
  # shellcheck disable=SC2046
  env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run --project contract --project server \
    $(awk '$1 == "postgres" { print "--exclude=**/" $2 }' <<<"$split")
  if [ -n "${DATABASE_URL:-}" ]; then
    step "HTTP tier on PostgreSQL (${DATABASE_URL%%@*}@…): $(wc -l <<<"$pg_files") files"
    # shellcheck disable=SC2086
    TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project server $pg_files
  fi
  cluster_tests
}

# Three servers and a worker behind HAProxy, PgBouncer and Redis, on a PostgreSQL cluster of
# their own (cluster/test): they run the built server, so beside the browser lane they wait for
# its builds (BUILT_MARK) rather than build it a second time at once
cluster_tests() {
  if [ -n "${BUILT_MARK:-}" ]; then
    while [ ! -e "$BUILT_MARK" ]; do
      kill -0 "$browser_pid" 2>/dev/null || { echo "the browser lane ended before its builds"; return 1; }
      sleep 5
    done
  fi
  step "cluster tests (HAProxy, PgBouncer, Redis, 3 servers and a worker)"
  npm run test:cluster
}

browser_lane() {
  step "web, console and server builds, budgets"
  npm run build --silent -w apps/web
  npm run build --silent -w apps/console
  npm run build --silent -w apps/server
  if [ -n "${BUILT_MARK:-}" ]; then touch "$BUILT_MARK"; fi
  npm run budgets --silent -w apps/web
  step "browser journeys (Playwright, Debian Chromium)"
  # the server was built just above: the journeys' script need not build it again
  E2E_SERVER_BUILT=1 npm test --silent -w e2e
  # after the journeys, which end before lane 1's two server passes (in CI on 2026-11-25, on a
  # slower VM: the journeys at ~22 minutes, the PGlite half at ~22 and the PostgreSQL half 3.5 later)
  step "typecheck";   npm run typecheck --silent
  step "web and console page tests (jsdom)"
  npx vitest run --project web --project web-isolated --project console
}

if [ "${TEST_LANES:-parallel}" = "serial" ]; then
  server_lane
  browser_lane
  exit 0
fi

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
export BUILT_MARK="$logs/built"
step "running the server lane and the browser lane side by side"
(set -e; browser_lane >"$logs/browser.log" 2>&1; step "browser lane done" >>"$logs/browser.log") &
browser_pid=$!
(set -e; server_lane >"$logs/server.log" 2>&1; step "server lane done" >>"$logs/server.log") &
server_pid=$!

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
