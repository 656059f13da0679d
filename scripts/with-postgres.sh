#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on loopback, then removes the cluster:
#
#   bash scripts/with-postgres.sh npx vitest run --project node tests/server
#
# The command sees TEST_DATABASE_URL (a superuser on the cluster's `postgres` database; the test
# helpers create and drop one database per test file from it). It uses Debian's PostgreSQL
# (`apt-get install postgresql`); CI installs it. initdb refuses to run as root, so as root the
# cluster belongs to the `postgres` system user, which the Debian package creates.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

bindir=""
for candidate in "$(pg_config --bindir 2>/dev/null || true)" /usr/lib/postgresql/*/bin; do
  if [ -n "$candidate" ] && [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then
    bindir="$candidate"
    break
  fi
done
if [ -z "$bindir" ]; then
  echo "PostgreSQL server programs not found. Install them with: apt-get install -y postgresql" >&2
  exit 1
fi

port="${PG_TEST_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
cluster="$(mktemp -d "${TMPDIR:-/tmp}/jm-pg-cluster-XXXXXX")"

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "Running as root needs the 'postgres' system user (created by Debian's postgresql package)." >&2
    exit 1
  fi
  chown postgres "$cluster"
fi

stop_cluster() {
  as_owner "$bindir/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop_cluster EXIT

as_owner "$bindir/initdb" -D "$cluster/data" -U postgres -A trust -E UTF8 --no-locale >"$cluster/initdb.log" 2>&1 ||
  { cat "$cluster/initdb.log" >&2; exit 1; }

# Durability settings off: the cluster is thrown away, and the suite runs ~2x faster without fsync.
as_owner "$bindir/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 60 \
  -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$cluster -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null ||
  { cat "$cluster/server.log" >&2; exit 1; }

echo "== PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway cluster in $cluster)"
set +e
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
status=$?
set -e
exit "$status"
