#!/usr/bin/env bash
# npm test: every check of behaviour against a fresh production build with analytics on: the cheap
# ones first (types, lint and unit tests side by side), then the builds (the temporary copies' and
# the test build side by side), the static checks of every page (side by side), then the browsers.
# Nothing here is judged on time (npm run bench does that), so the groups may share the 2 cores.
# Prints each step's output and how long it took; stops after the first group with a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

GROUPS_IN_ORDER=("typecheck lint test:unit" "test:build build:test"
  "check:security check:links check:html check:email check:gatsby" test:e2e)

started=$SECONDS
timings=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# run STEP [LOG]: one npm script, its output to LOG if given; "<exit status> <seconds>" to a file.
run() {
  local step_started=$SECONDS status=0
  if [ $# -eq 2 ]; then npm run --silent "$1" >"$2" 2>&1 || status=$?; else npm run --silent "$1" || status=$?; fi
  echo "$status $((SECONDS - step_started))" >"$logs/$1.result"
}

for group in "${GROUPS_IN_ORDER[@]}"; do
  read -ra steps <<<"$group"
  if [ ${#steps[@]} -eq 1 ]; then
    printf '\n=== npm run %s\n' "$group"
    run "$group"
  else
    for step in "${steps[@]}"; do run "$step" "$logs/$step.log" & done
    wait
    for step in "${steps[@]}"; do
      printf '\n=== npm run %s (side by side with the others of: %s)\n' "$step" "$group"
      cat "$logs/$step.log"
    done
  fi
  failed=()
  for step in "${steps[@]}"; do
    read -r status seconds <"$logs/$step.result"
    timings+=("$(printf '%-15s %4d s' "$step" "$seconds")")
    [ "$status" -eq 0 ] || failed+=("npm run $step (exit $status)")
  done
  if [ ${#failed[@]} -gt 0 ]; then
    printf '\n=== %s failed after %d s:\n' "${failed[*]}" $((SECONDS - started))
    printf '  %s\n' "${timings[@]}"
    exit 1
  fi
done
printf '\n=== All checks passed in %d s:\n' $((SECONDS - started))
printf '  %s\n' "${timings[@]}"
