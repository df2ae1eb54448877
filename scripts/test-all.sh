#!/usr/bin/env bash
# `npm test`: every suite, two lanes side by side where they share nothing, then the server files that
# time the server alone on the machine, then the browser suite beside the rest of the server suite.
#
#   lane A: type check, lint, unit, the test build, the build-output tests, the server suite's two
#           waiting files (all in this checkout)
#   lane B: the develop-server and CMS suites (each on a temporary copy of the project, on its own ports)
#   then:   the server files that measure durations (an import's pages within 200 ms, an import within
#           30 s), alone
#   then:   the browser suite beside the rest of the server suite (both on lane A's build)
#
# Lane B waits on its servers and editors for much of its time, lane A mostly uses one core, so the
# two overlap on a 2-core machine. Alone, the rest of the server suite keeps the machine only about
# half busy (it waits on its servers, its database and its mail) and asserts no duration; beside the
# browser suite both take longer, but the two end about three minutes sooner than one after the other
# (docs/TESTING.md). Each step's output is printed whole when it ends, then a table of what each took.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# step NAME COMMAND...: runs a step into its own log, prints the log when it ends, records its time.
step() {
  local name="$1" started=$SECONDS status=0
  shift
  "$@" >"$logs/$name.log" 2>&1 || status=$?
  printf '\n===== %s (%s s, exit %s) =====\n' "$name" "$((SECONDS - started))" "$status"
  cat "$logs/$name.log"
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - started))" "$status" >>"$logs/times"
  return "$status"
}

# The server suite's two files that spend their time waiting on real-time limits (a body dribbled for
# a minute, uploads stalled until they time out), not working: once the test build is there they run
# beside the build-output tests, while lane B's CMS suite runs, on their own PostgreSQL, S3 server and
# scratch folder (each jest run starts its own).
SERVER_WAITS=(tests/server/request-framing.test.ts tests/server/slow-clients.test.ts)

# The server suite's files that assert how long the server takes under a load of their own: nothing
# else may run beside them.
SERVER_TIMED=(tests/server/sightings-import.test.ts tests/server/sightings-import-load.test.ts)

after_test_build() {
  step server-waits npx jest "${SERVER_WAITS[@]}" --selectProjects server --runInBand &
  local waits=$! status=0
  step build-output npm run test:build || status=1
  wait "$waits" || status=1
  return "$status"
}

lane_a() {
  step typecheck npm run typecheck &&
    step lint npm run lint &&
    step unit npm run test:unit &&
    step build-for-tests npm run build:test &&
    after_test_build
}

lane_b() {
  step develop npm run test:develop &&
    step cms npm run test:cms
}

started=$SECONDS
lane_a &
a=$!
lane_b &
b=$!
status=0
wait "$a" || status=1
wait "$b" || status=1
if [ "$status" -eq 0 ]; then
  step server-timed npx jest "${SERVER_TIMED[@]}" --selectProjects server --runInBand || status=1
fi
if [ "$status" -eq 0 ]; then
  step server npx jest --testPathIgnorePatterns /node_modules/ "${SERVER_WAITS[@]}" "${SERVER_TIMED[@]}" --selectProjects server --runInBand &
  server=$!
  step browser npm run test:browser || status=1
  wait "$server" || status=1
fi

printf '\n===== time per step (s) =====\n'
sort -k1,1 "$logs/times" | awk -F '\t' '{ printf "%-16s %5d%s\n", $1, $2, ($3 == 0 ? "" : "  (failed)") }'
printf '%-16s %5d\n' "all" "$((SECONDS - started))"
exit "$status"
