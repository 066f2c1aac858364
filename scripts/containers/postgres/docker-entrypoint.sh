#!/bin/bash
# The official postgres image's contract, on Debian's PostgreSQL: refuses to initialise without
# POSTGRES_PASSWORD; honours POSTGRES_USER, POSTGRES_DB, PGDATA, POSTGRES_INITDB_ARGS; runs
# /docker-entrypoint-initdb.d/* once; listens on every address with scram-sha-256; runs as postgres.
set -euo pipefail
if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi
if [ "$1" != postgres ]; then exec "$@"; fi

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups /bin/bash "$0" "$@"
fi

user=${POSTGRES_USER:-postgres}
db=${POSTGRES_DB:-$user}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo 'Error: Database is uninitialized and superuser password is not specified (set POSTGRES_PASSWORD).' >&2
    exit 1
  fi
  # shellcheck disable=SC2086
  initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") ${POSTGRES_INITDB_ARGS:-} >/dev/null
  printf "\nlisten_addresses = '*'\n" >> "$PGDATA/postgresql.conf"
  printf '\nhost all all all scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ "$db" != postgres ]; then psql -v ON_ERROR_STOP=1 --username "$user" --dbname postgres -c "CREATE DATABASE \"$db\""; fi
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sh) . "$f" ;;
      *.sql) psql -v ON_ERROR_STOP=1 --username "$user" --dbname "$db" -f "$f" ;;
      *) ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec "$@"
