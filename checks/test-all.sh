#!/usr/bin/env bash
# npm test: every check, in order, against a fresh production build with analytics on: the cheap
# ones first, then the static checks of every page, then the expensive ones on one page of each
# template. Prints each step as it starts and how long each took; stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

STEPS=(typecheck lint test:unit test:build build:test check:security check:links check:html test:e2e lighthouse)

timings=()
started=$SECONDS
report() {
  echo
  echo "=== $1 in $((SECONDS - started)) s:"
  printf '  %s\n' "${timings[@]}"
}
for step in "${STEPS[@]}"; do
  echo
  echo "=== npm run $step"
  step_started=$SECONDS
  status=0
  npm run --silent "$step" || status=$?
  timings+=("$(printf '%-15s %4d s' "$step" $((SECONDS - step_started)))")
  if [ "$status" -ne 0 ]; then
    report "npm run $step failed (exit $status)"
    exit "$status"
  fi
done
report "All checks passed"
