#!/bin/sh
# As the official image: options alone run redis-server; without a config file the server listens
# on every interface with protected mode off (the network decides who reaches it).
set -e
if [ "${1#-}" != "$1" ]; then set -- redis-server "$@"; fi
if [ "$1" = redis-server ] && [ "${2%.conf}" = "${2:-}" ]; then
  shift
  set -- redis-server "$@" --protected-mode no
fi
exec "$@"
