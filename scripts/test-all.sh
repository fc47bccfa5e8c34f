#!/usr/bin/env bash
# `npm test`: everything CI runs, in order: lint, typecheck, unit tests, the production build
# and the end-to-end suite in Debian's chromium. Ends with one line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p test-results
rm -f test-results/unit.json test-results/e2e.json test-results/e2e-dev.json
# Each stage's time, printed at the end: the suite is meant to stay under 10 minutes on 2 cores.
# Beside the wall time, the CPU seconds its processes used (user + system, every process the
# stage started and waited for) and the machine's load average as it ended: on a shared machine
# the wall time alone says as much about the neighbours as about the suite.
stages=()
stage="" stage_start=$SECONDS stage_cpu=0
# CPU ticks of this shell's waited-for children (cutime + cstime of /proc/PID/stat).
child_ticks() {
  local -a fields
  read -ra fields <"/proc/$$/stat"
  echo $((fields[15] + fields[16]))
}
TICKS=$(getconf CLK_TCK)
end_stage() {
  [ -z "$stage" ] && return
  local cpu=$((($(child_ticks) - stage_cpu) / TICKS)) load
  load=$(cut -d' ' -f1 /proc/loadavg)
  stages+=("$(printf '%5ds %6ds CPU  load %5s  %s' $((SECONDS - stage_start)) "$cpu" "$load" "$stage")")
  stage=""
}
step() { end_stage; stage="$*" stage_start=$SECONDS stage_cpu=$(child_ticks); printf '\n\033[1m== %s\033[0m\n' "$*"; }
# The count decides too: a test that passed only on its retry, an error outside any test or a
# missing report fails the run even where vitest and Playwright exited 0.
summary() {
  local status=$?
  end_stage
  printf '\n\033[1m== Stage times\033[0m\n'
  printf '%s\n' "${stages[@]}"
  printf '%5ds %6ds CPU  in all\n' "$SECONDS" "$(($(child_ticks) / TICKS))"
  node scripts/count-tests.mjs test-results/unit.json test-results/e2e.json test-results/e2e-dev.json || status=1
  exit "$status"
}
trap summary EXIT

# Runs each command at the same time (the static checks each keep about one core busy), then
# prints each one's output in turn, as if run one after the other; fails if any failed.
side_by_side() {
  local logs i failed=0
  local -a pids=()
  logs=$(mktemp -d)
  for i in $(seq 1 $#); do
    bash -c "${!i}" >"$logs/$i" 2>&1 &
    pids[i]=$!
  done
  for i in $(seq 1 $#); do
    if wait "${pids[i]}"; then echo "-- ${!i}: passed"; else echo "-- ${!i}: FAILED" && failed=1; fi
    cat "$logs/$i"
  done
  rm -rf "$logs"
  return "$failed"
}

step "Debian packages (chromium, nginx and its brotli module, a CJK font, openssl)"; bash scripts/ensure-debian-packages.sh

step "Lint, format and typecheck, side by side"
side_by_side "npm run --silent lint && npm run --silent knip" "npm run --silent format:check" \
  "npm run --silent typecheck"
# The one production build the e2e suite runs against, with e2e/e2e.env's settings (in its own
# shell: the unit tests keep their own). The "new deploy" test makes the deploy before it from
# this one (scripts/previous-deploy, decision 004). Side by side with the unit tests: the build
# leaves about a third of the 2 cores idle (webpack is mostly one thread), which they fill.
step "Unit tests and build, side by side"
side_by_side "npx vitest run --reporter=default --reporter=./scripts/vitest-json-reporter.ts --outputFile.json=test-results/unit.json" \
  "set -a; . e2e/e2e.env; set +a; npx gatsby build"

# The suite's mock data service and nginx read the same settings.
set -a; . e2e/e2e.env; set +a
step "End-to-end tests (Debian chromium)"
npx playwright test

# `npm start` after a production build, as a newcomer's first visit (e2e/dev, its own server).
step "Development server check"
npx playwright test -c playwright.dev.config.ts
