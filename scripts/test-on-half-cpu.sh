#!/usr/bin/env bash
# `npm test` as on a 2-core machine half as fast as this one: every process it starts shares one
# core's worth of CPU time, spread over both cores (a CPU quota of one core per period, in a
# cgroup of its own). The suite's time limit is meant to hold on such a machine, and a test that
# passes only on a fast one fails here. Needs root and a cgroup file system with the cpu
# controller (v1 or v2). The quota's period: 10 ms by default; shorter stalls less at each step
# but costs more in switching (`PERIOD_US=1000`).
set -euo pipefail
cd "$(dirname "$0")/.."
period=${PERIOD_US:-10000}

if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  group=/sys/fs/cgroup/half-cpu
  mkdir -p "$group"
  echo "$period $period" >"$group/cpu.max"
elif [ -d /sys/fs/cgroup/cpu ]; then
  group=/sys/fs/cgroup/cpu/half-cpu
  mkdir -p "$group"
  echo "$period" >"$group/cpu.cfs_period_us"
  echo "$period" >"$group/cpu.cfs_quota_us"
else
  echo "No cgroup cpu controller here: cannot give npm test half the CPU." >&2
  exit 1
fi

echo $$ >"$group/cgroup.procs"
echo "npm test with one core's worth of CPU over $(nproc) cores ($group, period ${period} µs)"
exec npm test
