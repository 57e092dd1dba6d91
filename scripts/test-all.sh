#!/usr/bin/env bash
# npm test: every check, in order, against a fresh production build with analytics on. Prints each
# step as it starts and how long each took; stops at the first failure.
#
# test:build proves the promises to the coach on real `gatsby build` / `gatsby develop` runs of
# temporary copies of the project (__tests__/build/): a bad siteMetadata value stops build and
# develop with the project's own message; bad content (Markdown that could run code, a duplicate
# page address, any extension case, a text file saved as .jpg) stops the build naming file and
# line; drafts and issues dated after today are left out of pages, archive, home page, feed and
# sitemap; no case study gives an empty state with a way onward. About one full build's time.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

STEPS=(typecheck lint test:unit test:build build:test test:e2e check:links check:html check:security lighthouse test:prefix)

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
