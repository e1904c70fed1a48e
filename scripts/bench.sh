#!/usr/bin/env bash
# `npm run bench` on Node 24 LTS, the production runtime (scripts/node24.sh installs it from the npm
# registry into node_modules/.cache when missing, as CI's second round does). The figures are those of
# the runtime that serves users: on Node 20, the first sign-in page a server answers turns on
# AsyncLocalStorage for good (oidc-provider runs each of its requests in one), and its promise hooks
# then cost every later request of that process, /api/brand included; Node 24's AsyncLocalStorage has
# no promise hooks.
set -euo pipefail
cd "$(dirname "$0")/.."
node24="$(bash scripts/node24.sh)"
PATH="$node24:$PATH" exec node_modules/.bin/tsx bench/run.ts "$@"
