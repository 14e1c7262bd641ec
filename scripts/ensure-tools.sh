#!/usr/bin/env bash
# Installs or starts what the test tiers need on a fresh machine of this kind:
# Debian's Chromium for Playwright (never a downloaded browser), and, when asked with
# --services, the local PostgreSQL and Redis servers, and with --cluster HAProxy and PgBouncer,
# which `npm run cluster` and `npm run test:cluster` run as processes of their own (never as
# the system's services).
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if [ ! -x /usr/bin/chromium ]; then
  echo "› installing Debian's chromium for the browser tests"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
fi

wants() { for arg in "${ARGS[@]}"; do [ "$arg" = "$1" ] && return 0; done; return 1; }
ARGS=("$@")

if wants --cluster; then
  missing=()
  command -v haproxy >/dev/null || missing+=(haproxy)
  command -v pgbouncer >/dev/null || missing+=(pgbouncer)
  command -v redis-server >/dev/null || missing+=(redis-server)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "› installing ${missing[*]} for the cluster"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi

if wants --services; then
  if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    echo "› starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  fi
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    echo "› starting Redis"
    as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log
    for _ in $(seq 1 30); do redis-cli ping >/dev/null 2>&1 && break; sleep 1; done
  fi
fi
