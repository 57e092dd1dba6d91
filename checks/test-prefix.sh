#!/usr/bin/env bash
# npm run test:prefix: the site built for a GitHub Pages project site (PREFIX_PATHS=true,
# PATH_PREFIX=/coaching-site) and checked under that prefix: links, then the browser smoke test.
#
# Gatsby always builds into public/ and keeps its state in .cache/, so the test build and its cache
# are moved aside for the duration and put back afterwards, even on failure. The prefixed build
# keeps its own cache (.cache-prefixed/) so later runs are incremental. (Starting it from a copy of
# the test build's cache is not safe: Gatsby keeps the images' unprefixed URLs, which the link
# check below caught.) Its output stays in public-prefixed/ (git-ignored) for a closer look.
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX=/coaching-site
stash() { if [ -e "$1" ]; then rm -rf "$2" && mv "$1" "$2"; fi; }
restore() {
  stash .cache .cache-prefixed
  [ -e public ] && { rm -rf public-prefixed && mv public public-prefixed; }
  stash .public-unprefixed public
  stash .cache-unprefixed .cache
}
rm -rf .public-unprefixed .cache-unprefixed
stash public .public-unprefixed
stash .cache .cache-unprefixed
trap restore EXIT
stash .cache-prefixed .cache

echo "+ PREFIX_PATHS=true PATH_PREFIX=$PREFIX npm run build:test -- --prefix-paths"
PREFIX_PATHS=true PATH_PREFIX=$PREFIX npx tsx checks/testBuild.ts --prefix-paths
restore
trap - EXIT

echo "+ check links under $PREFIX"
npx tsx checks/links.ts public-prefixed --prefix "$PREFIX"
echo "+ playwright smoke under $PREFIX"
E2E_PUBLIC_DIR=public-prefixed E2E_PREFIX=$PREFIX npx playwright test --config playwright.prefix.config.ts
