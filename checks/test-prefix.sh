#!/usr/bin/env bash
# npm run test:prefix: the site built for a GitHub Pages project site (PREFIX_PATHS=true,
# PATH_PREFIX=/coaching-site) and checked under that prefix: links, then the browser smoke test.
#
# Gatsby always builds into public/ from the state in .cache/. The prefixed build starts from a copy
# of the test build's (run npm run build:test first): same content and plugins, so Gatsby keeps its
# cache and does not process the images again, while the new prefix changes the bundles and so
# every page. The test build is put back afterwards, even on failure; the prefixed one stays in
# public-prefixed/ (git-ignored). A page left unprefixed would fail both checks below.
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX=/coaching-site
[ -f public/index.html ] || { echo "Build the test site first: npm run build:test" >&2; exit 1; }
rm -rf .public-unprefixed .cache-unprefixed public-prefixed
cp -a public .public-unprefixed
cp -a .cache .cache-unprefixed
restore() {
  if [ -d .public-unprefixed ]; then
    [ -e public ] && mv public public-prefixed
    rm -rf .cache
    mv .public-unprefixed public
    mv .cache-unprefixed .cache
  fi
}
trap restore EXIT

echo "+ PREFIX_PATHS=true PATH_PREFIX=$PREFIX npm run build:test -- --prefix-paths"
PREFIX_PATHS=true PATH_PREFIX=$PREFIX npx tsx checks/testBuild.ts --prefix-paths
restore
trap - EXIT

echo "+ check links under $PREFIX"
npx tsx checks/links.ts public-prefixed --prefix "$PREFIX"
echo "+ playwright smoke under $PREFIX"
E2E_PUBLIC_DIR=public-prefixed E2E_PREFIX=$PREFIX npx playwright test --config playwright.prefix.config.ts
