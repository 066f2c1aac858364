#!/bin/sh
# The official node image's entrypoint: an option (or a file that is not a command) as the first
# argument runs under node.
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
