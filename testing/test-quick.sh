#!/usr/bin/env bash
# npm run test:quick [-- base]: the inner loop, on what changed since main (or base; HEAD for the
# uncommitted changes alone): types (incremental) beside ESLint (cached) and Prettier on the
# changed files, then the unit tests related to them (jest --changedSince). npm test runs it all.
set -uo pipefail
cd "$(dirname "$0")/.."
cache=node_modules/.cache/test-quick
mkdir -p "$cache"
base=$(git merge-base HEAD "${1:-main}" 2>/dev/null || git rev-parse HEAD)
mapfile -t changed < <({
  git diff --name-only --diff-filter=d "$base"
  git ls-files --others --exclude-standard
} | sort -u)
mapfile -t code < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|js|mjs|cjs)$')

npx tsc --noEmit --incremental --tsBuildInfoFile "$cache/tsc.tsbuildinfo" &
types=$!
status=0
if [ ${#code[@]} -gt 0 ]; then
  npx eslint --cache --cache-location "$cache/eslint" --no-warn-ignored "${code[@]}" || status=1
fi
if [ ${#changed[@]} -gt 0 ]; then
  npx prettier --check --ignore-unknown --log-level warn "${changed[@]}" || status=1
fi
wait "$types" || status=1
npx jest --changedSince="$base" --passWithNoTests || status=1
exit "$status"
