#!/usr/bin/env bash
# `npm test`: every test layer — unit, integration (real database over HTTP), end-to-end (Chromium).
# Installs what it needs on a fresh machine: npm packages and Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

db="embedded PGlite"
[ -n "${DATABASE_URL:-}" ] && db="Postgres (${DATABASE_URL%%\?*})"
echo "== unit tests"
npx vitest run --project unit
echo "== integration tests on $db"
npx vitest run --project integration
echo "== end-to-end tests on $db"
npx playwright test
