#!/bin/sh
# Stand-in for docker.io/library/debian:bookworm-slim (Debian 12, the official slim image's
# contents): a minbase debootstrap from the machine's own Debian mirror, with apt's cache and
# lists cleared as the slim image ships them. Usage: bootstrap.sh ROOTFS MIRROR SECURITY_MIRROR
set -eu
rootfs=$1 mirror=$2 security=$3
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >/dev/null
rm -f "$rootfs/etc/apt/sources.list"
cat > "$rootfs/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
# As the official image: no recommends, no docs in later installs, nothing cached.
printf 'APT::Install-Recommends "false";\n' > "$rootfs/etc/apt/apt.conf.d/docker-no-recommends"
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*.log
