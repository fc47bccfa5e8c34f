#!/usr/bin/env bash
# `npm test`: everything CI runs, in order: lint, typecheck, unit tests, the production build
# and the end-to-end suite in Debian's chromium. Ends with one line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p test-results
# Its builds (the production build and `npm start`'s first bundle) are made once each: webpack's
# cache on disk would be written and never read (gatsby-node.ts).
export WEBPACK_CACHE=off
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
  stop_develop
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

# Stops the development server started below and every process it started (gatsby develop's
# workers): it runs as a job of its own process group.
stop_develop() {
  if [ -n "${develop_pid:-}" ]; then kill -- -"$develop_pid" 2>/dev/null || true; fi
}
# Waits for the development server (started below) to answer, or fails with its log.
wait_for_develop() {
  local deadline=$((SECONDS + 300))
  until node -e "fetch('http://localhost:8000/auth/login/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; do
    if ! kill -0 "$develop_pid" 2>/dev/null || [ "$SECONDS" -ge "$deadline" ]; then
      echo "The development server did not start (test-results/develop.log):" && tail -40 test-results/develop.log
      return 1
    fi
    sleep 2
  done
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
# `npm start`'s development server compiles its first bundle (about 85 s of CPU, a core and a
# half for about a minute) while the suite runs, for the check after it: the suite leaves a little of the 2
# cores idle, and the check's own wait shrinks to its two tests. `gatsby develop` rewrites
# public/, so the suite is served a copy of the build (SITE_DIR, e2e/support/site.ts).
rm -rf test-results/built && mkdir -p test-results/built && cp -a public source-maps test-results/built/
export SITE_DIR=test-results/built/public
set -m # a process group of its own, for stop_develop
bash scripts/develop-with-dev-env.sh >test-results/develop.log 2>&1 &
develop_pid=$!
set +m
step "End-to-end tests (Debian chromium), the development server compiling beside them"
npx playwright test

# `npm start` after a production build, as a newcomer's first visit (e2e/dev).
step "Development server check"
wait_for_develop
DEVELOP_RUNNING=1 npx playwright test -c playwright.dev.config.ts
