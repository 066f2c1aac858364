#!/bin/sh
# Entrypoint of the static app images, and what the CI smoke runs (scripts/lib/compose-smoke.mjs):
#   entrypoint.sh shell|remote
# renders the nginx configuration from the templates next to this script (or $NGINX_TEMPLATES)
# into $NGINX_RUN_DIR and, for the shell, the runtime config and the pages from the environment,
# then runs nginx in the foreground (unless RENDER_ONLY=1). POSIX sh, envsubst and awk; no node.
# The shell's header templates (shell-headers*.conf.template: its security headers and CSP) are
# not in deploy/nginx: the shell's build generates them from shell/server/security-headers.ts
# (dist/server/nginx/), and the image puts them beside these (deploy/static-app.Dockerfile).
#
# Shell:  REMOTES                         the remotes, "name=manifestURL ..." (URLs as browsers reach
#                                         them), e.g. "mfe_events=https://cdn.example/mfe-events/1.0.0/mf-manifest.json"
#         ROUTES                          the route map, "/prefix=remote[:option]..." (options: server,
#                                         session or client; site or staff; ./module), e.g.
#                                         "/lms=mfe_lms:session /admin=mfe_admin:staff /events=mfe_events";
#                                         unset, decision 010's default (/lms), plus /admin with MFE_ADMIN_URL
#         MFE_MARKETING_URL, MFE_LMS_URL  shorthands for mfe_marketing= and mfe_lms= in REMOTES (one of
#                                         the two ways is required for each)
#         MFE_ADMIN_URL                   shorthand for mfe_admin= (optional): without ROUTES it also
#                                         mounts the back office on /admin (decisions 010, 014)
#                                         REMOTES and ROUTES are read as the page server reads them
#                                         (mfe-shared/src/config/runtime-config-env.ts, decision 307)
#         API_URL                         the API's public URL
#         SITE_FILES_URL                  folder nginx fetches robots.txt/sitemap.xml from
#                                         (default: the marketing manifest's folder)
#         CSP_EXTRA_CONNECT_SRC           more origins for connect-src (optional)
#         PAYMENT_CHECKOUT_URL            the payment checkout script (optional; default Razorpay's
#                                         https://checkout.razorpay.com/v1/checkout.js); its origin
#                                         joins the CSP beside Razorpay's (decision 107)
#         RENDERER_URL                    the shell renderer's origin (optional; docker-compose:
#                                         http://shell-renderer:8080): pages are proxied to it and
#                                         fall back to the pages rendered here when it cannot answer
#         RENDERER_RESOLVER               DNS server for its name (default: /etc/resolv.conf's)
#         TRUST_FORWARDED_PROTO           1 behind a proxy that ends TLS and sets X-Forwarded-Proto
#                                         (Kubernetes' ingress): the site's scheme in canonical URLs,
#                                         the sitemap and the cohort cookie's Secure is that header's
#                                         http or https; 0 (default) ignores the header, as a
#                                         visitor could send it
# Remote: REMOTE_PATH, REMOTE_VERSION     served under /$REMOTE_PATH/$REMOTE_VERSION/ (the version
#                                         defaults to $WEB_ROOT/$REMOTE_PATH/VERSION)
# Both:   LISTEN_PORT (8080), WEB_ROOT (/usr/share/nginx/html), NGINX_RUN_DIR (/tmp/nginx),
#         NGINX_ACCESS_LOG (/dev/stdout, or "off")
set -eu

KIND=${1:-}
case "$KIND" in
  shell | remote) ;;
  *) echo "usage: $0 shell|remote" >&2; exit 64 ;;
esac

TEMPLATES=${NGINX_TEMPLATES:-$(cd "$(dirname "$0")" && pwd)}
export LISTEN_PORT=${LISTEN_PORT:-8080}
export WEB_ROOT=${WEB_ROOT:-/usr/share/nginx/html}
export NGINX_RUN_DIR=${NGINX_RUN_DIR:-/tmp/nginx}
export NGINX_ACCESS_LOG=${NGINX_ACCESS_LOG:-/dev/stdout}
# JSON lines (nginx.conf.template's log_format); "access_log off" takes no format.
if [ "$NGINX_ACCESS_LOG" = off ]; then export NGINX_ACCESS_LOG_FORMAT=''; else export NGINX_ACCESS_LOG_FORMAT=json; fi
BROTLI_MODULE=${BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}

die() { echo "entrypoint: $*" >&2; exit 1; }

export TRUST_FORWARDED_PROTO=${TRUST_FORWARDED_PROTO:-0}
case "$TRUST_FORWARDED_PROTO" in
  0 | 1) ;;
  *) die "TRUST_FORWARDED_PROTO must be 0 or 1, got '$TRUST_FORWARDED_PROTO'" ;;
esac

# A URL goes into JSON, HTML and an nginx header: only plain http(s) URLs, nothing to escape.
check_url() {
  case "$2" in
    http://?* | https://?*) ;;
    *) die "$1 must be an http(s) URL, got '$2'" ;;
  esac
  if printf '%s' "$2" | grep -q "[][[:space:]\"'<>\\\\\`;{}\$]"; then
    die "$1 contains a character that is not allowed in a URL here: '$2'"
  fi
}
origin_of() { printf '%s\n' "$1" | sed -E 's#^(https?://[^/?#]+).*#\1#'; }
folder_of() { printf '%s\n' "$1" | sed -E 's#[^/]*$##'; }

mkdir -p "$NGINX_RUN_DIR/pages" "$NGINX_RUN_DIR/client_body" "$NGINX_RUN_DIR/proxy" \
  "$NGINX_RUN_DIR/fastcgi" "$NGINX_RUN_DIR/uwsgi" "$NGINX_RUN_DIR/scgi"

# brotli_static only where the module exists (Debian: libnginx-mod-http-brotli-static); the
# configuration stays valid without it (gzip_static is built into Debian's nginx).
if [ -f "$BROTLI_MODULE" ]; then
  echo "load_module $BROTLI_MODULE;" > "$NGINX_RUN_DIR/modules.conf"
  echo "brotli_static on;" > "$NGINX_RUN_DIR/compression.conf"
else
  echo "# no brotli_static module in this nginx" > "$NGINX_RUN_DIR/modules.conf"
  echo "# no brotli_static module in this nginx" > "$NGINX_RUN_DIR/compression.conf"
fi

render() { # template -> file, substituting only our own variables (nginx's $uri etc. stay)
  [ -f "$TEMPLATES/$1" ] || die "$TEMPLATES/$1 is missing"
  envsubst '${LISTEN_PORT} ${WEB_ROOT} ${NGINX_RUN_DIR} ${NGINX_ACCESS_LOG} ${NGINX_ACCESS_LOG_FORMAT} ${CSP_REMOTES} ${CSP_API} ${CSP_CONNECT} ${CSP_PAYMENT} ${SITE_FILES_URL} ${REMOTE_PATH} ${REMOTE_VERSION} ${RENDERER_URL} ${PAGE_CACHE_VERSION} ${TRUST_FORWARDED_PROTO}' \
    < "$TEMPLATES/$1" > "$NGINX_RUN_DIR/$2"
}

if [ "$KIND" = remote ]; then
  : "${REMOTE_PATH:?REMOTE_PATH is required (mfe-marketing, mfe-lms or mfe-admin)}"
  # Default: the version the image was built with (written to $REMOTE_PATH/VERSION).
  REMOTE_VERSION=${REMOTE_VERSION:-$(cat "$WEB_ROOT/$REMOTE_PATH/VERSION" 2>/dev/null || true)}
  : "${REMOTE_VERSION:?REMOTE_VERSION is required (the folder under /$REMOTE_PATH/)}"
  export REMOTE_PATH REMOTE_VERSION
  [ -f "$WEB_ROOT/$REMOTE_PATH/$REMOTE_VERSION/mf-manifest.json" ] \
    || die "$WEB_ROOT/$REMOTE_PATH/$REMOTE_VERSION/mf-manifest.json is missing"
  export CSP_REMOTES='' CSP_API='' CSP_CONNECT='' CSP_PAYMENT='' SITE_FILES_URL=''
  render remote.conf.template site.conf
  render remote-headers.conf.template remote-headers.conf
else
  : "${API_URL:?API_URL is required (the API's public URL)}"
  API_URL=${API_URL%/}
  check_url API_URL "$API_URL"

  # The remotes and the route map (decision 307): the same words and checks as the page server's
  # builder (mfe-shared/src/config/runtime-config-env.ts); compose-shell-checks compares the two.
  REMOTE_LIST='' # name=URL lines, in order: the shorthands', then REMOTES'
  remote_url() { printf '%s' "$REMOTE_LIST" | awk -v n="$1" 'index($0, n "=") == 1 { print substr($0, length(n) + 2); exit }'; }
  add_remote() { # variable name URL
    printf '%s\n' "$2" | grep -Eq '^[A-Za-z_][A-Za-z0-9_]*$' \
      || die "REMOTES: '$2=$3' is not name=manifestURL with a name of letters, digits and _ (like mfe_events)"
    [ -z "$(remote_url "$2")" ] || die "$1: remote $2 is given twice"
    check_url "$1" "$3"
    REMOTE_LIST="$REMOTE_LIST$2=$3
"
  }
  MFE_ADMIN_URL=${MFE_ADMIN_URL:-}
  set -f # words, never file patterns (a URL may hold a '?')
  [ -z "${MFE_MARKETING_URL:-}" ] || add_remote MFE_MARKETING_URL mfe_marketing "$MFE_MARKETING_URL"
  [ -z "${MFE_LMS_URL:-}" ] || add_remote MFE_LMS_URL mfe_lms "$MFE_LMS_URL"
  [ -z "$MFE_ADMIN_URL" ] || add_remote MFE_ADMIN_URL mfe_admin "$MFE_ADMIN_URL"
  for word in ${REMOTES:-}; do
    case "$word" in *=*) add_remote REMOTES "${word%%=*}" "${word#*=}" ;; *) die "REMOTES: '$word' is not name=manifestURL with a name of letters, digits and _ (like mfe_events)" ;; esac
  done
  MARKETING_URL=$(remote_url mfe_marketing)
  [ -n "$MARKETING_URL" ] || die "MFE_MARKETING_URL is required (or mfe_marketing=URL in REMOTES)"
  [ -n "$(remote_url mfe_lms)" ] || die "MFE_LMS_URL is required (or mfe_lms=URL in REMOTES)"

  # The route map: ROUTES as written, else the defaults (a written map replaces them, decision
  # 010). ROUTE_LIST holds "prefix remote" lines for the pages below; ROUTES_JSON is written only
  # when a map is (ROUTES, or MFE_ADMIN_URL's), as the builder writes it.
  ROUTE_LIST=''
  ROUTES_JSON=''
  WRITE_ROUTES=1
  ROUTE_WORDS=${ROUTES:-}
  if [ -z "$(printf '%s' "$ROUTE_WORDS" | tr -d '[:space:]')" ]; then
    if [ -n "$MFE_ADMIN_URL" ]; then ROUTE_WORDS='/lms=mfe_lms:session /admin=mfe_admin:staff'; else ROUTE_WORDS='/lms=mfe_lms:session'; WRITE_ROUTES=0; fi
  fi
  for word in $ROUTE_WORDS; do
    case "$word" in ?*=*) ;; *) die "ROUTES: '$word' is not /prefix=remote[:option]" ;; esac
    prefix=${word%%=*}
    spec=${word#*=}
    case " $(printf '%s' "$ROUTE_LIST" | awk '{ print $1 }' | tr '\n' ' ') " in *" $prefix "*) die "ROUTES: $prefix is given twice" ;; esac
    case "$spec:" in *::*) die "ROUTES: '$word' has an empty option" ;; esac
    route_remote=${spec%%:*}
    options=''
    [ "$spec" = "$route_remote" ] || options=${spec#*:}
    module=./routes render=client header=site
    old_ifs=$IFS
    IFS=:
    for option in $options; do
      case "$option" in
        server | session | client) render=$option ;;
        site | staff) header=$option ;;
        ./*) module=$option ;;
        *) die "ROUTES: '$word' has option '$option' (server, session, client, site, staff or ./module)" ;;
      esac
    done
    IFS=$old_ifs
    printf '%s\n' "$prefix" | grep -Eq '^(/[A-Za-z0-9._~-]+)+$' \
      || die "ROUTES: route \"$prefix\" is not a path prefix like \"/admin\" (no trailing slash, no patterns; \"/\" is the public site's)"
    case "$prefix/" in */./* | */../*) die "ROUTES: route \"$prefix\" is not a path prefix like \"/admin\" (no trailing slash, no patterns; \"/\" is the public site's)" ;; esac
    [ -n "$route_remote" ] || die "ROUTES: route \"$prefix\" names no remote"
    [ -n "$(remote_url "$route_remote")" ] || die "ROUTES: route \"$prefix\" names remote $route_remote, which is not in remotes"
    printf '%s\n' "$module" | grep -Eq '^\./[A-Za-z0-9_./-]+$' || die "ROUTES: route \"$prefix\": module must be an exposed module like \"./routes\""
    HEADER_JSON=''
    [ "$header" = site ] || HEADER_JSON=',"header":"staff"'
    ROUTES_JSON="$ROUTES_JSON${ROUTES_JSON:+,}$(printf '"%s":{"remote":"%s","module":"%s","render":"%s"%s}' "$prefix" "$route_remote" "$module" "$render" "$HEADER_JSON")"
    ROUTE_LIST="$ROUTE_LIST$prefix $route_remote
"
  done
  set +f

  SITE_FILES_URL=${SITE_FILES_URL:-$(folder_of "$MARKETING_URL")}
  check_url SITE_FILES_URL "$SITE_FILES_URL"
  case "$SITE_FILES_URL" in */) ;; *) SITE_FILES_URL="$SITE_FILES_URL/" ;; esac
  export SITE_FILES_URL
  [ -f "$WEB_ROOT/index.html" ] || die "$WEB_ROOT/index.html is missing"

  # Pages from the shell renderer (decision 006), or the pages rendered below (decision 301).
  # A prerendered page starts its code with one fixed inline script, which the renderer's
  # header template allows by its hash (computed by the build that made the loader).
  HEADERS_TEMPLATE=shell-headers.conf.template
  if [ -n "${RENDERER_URL:-}" ]; then
    HEADERS_TEMPLATE=shell-headers-prerendered.conf.template
    RENDERER_URL=${RENDERER_URL%/}
    check_url RENDERER_URL "$RENDERER_URL"
    # proxy_pass with no path passes the request's URI unchanged: an origin only.
    [ "$(origin_of "$RENDERER_URL")" = "$RENDERER_URL" ] || die "RENDERER_URL must be an origin (http://host:port), got '$RENDERER_URL'"
    # nginx resolves a name in a variable proxy_pass per request, so a renderer that is not up
    # (or not resolvable) yet when this container starts costs prerendering, never the site.
    RENDERER_HOST=$(printf '%s\n' "$RENDERER_URL" | sed -E 's#^https?://([^:/]*).*#\1#')
    if printf '%s\n' "$RENDERER_HOST" | grep -Eq '^[0-9.]+$'; then
      echo "# $RENDERER_HOST is an address: no resolver needed" > "$NGINX_RUN_DIR/renderer-resolver.conf"
    else
      if [ -z "${RENDERER_RESOLVER:-}" ]; then
        RENDERER_RESOLVER=$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)
        case "$RENDERER_RESOLVER" in *:*) RENDERER_RESOLVER="[$RENDERER_RESOLVER]" ;; esac
      fi
      [ -n "$RENDERER_RESOLVER" ] || die "RENDERER_URL names a host ($RENDERER_HOST) and /etc/resolv.conf no nameserver: set RENDERER_RESOLVER"
      printf '%s\n' "$RENDERER_RESOLVER" | grep -Eq '^[][0-9A-Za-z.:_-]+$' || die "RENDERER_RESOLVER must be an address or host[:port], got '$RENDERER_RESOLVER'"
      # A DNS server that does not answer must not hold a page longer than a slow renderer would.
      printf 'resolver %s valid=10s;\nresolver_timeout 2s;\n' "$RENDERER_RESOLVER" > "$NGINX_RUN_DIR/renderer-resolver.conf"
    fi
    export RENDERER_URL
    PAGES_TEMPLATE=shell-pages-renderer.conf.template
    # The renderer's pages in nginx's proxy cache, for as long as the renderer's Cache-Control
    # allows (docs/decisions/013-html-caching.md): public pages a minute, the portal never. The
    # key's encoding is one of three (br, gzip, none), so each page has at most three copies.
    # The template is the shell build's (shell/server/nginx-headers.ts), like the header ones.
    render shell-page-cache.conf.template page-cache.conf
    # A new start is a new cache, as a recreated container's is: while the renderer already runs
    # with a new config and this nginx still with the old one, a page could be stored under the
    # old config's key, and a rollback to that config would find it. nginx treats an entry whose
    # file is gone as a miss.
    mkdir -p "$NGINX_RUN_DIR/page-cache"
    rm -rf "$NGINX_RUN_DIR"/page-cache/*
  else
    export RENDERER_URL=''
    PAGES_TEMPLATE=shell-pages-static.conf.template
    echo "# no renderer: pages are files, no page cache" > "$NGINX_RUN_DIR/page-cache.conf"
  fi

  # Content-Security-Policy: the policy is the shell's (shell/server/security-headers.ts, in the
  # header template its build wrote); only the deployment's origins come from here. Each slot is
  # empty or a leading space and its sources, sorted bytewise and once each as the page server
  # sorts them, so both send the same header for the same settings.
  # Every remote's origin, each once (sort -u in slot).
  REMOTE_ORIGINS=$(printf '%s' "$REMOTE_LIST" | sed -E 's#^[^=]*=(https?://[^/?#]+).*#\1#')
  API_ORIGIN=$(origin_of "$API_URL")
  slot() { printf '%s\n' "$@" | LC_ALL=C sort -u | sed 's/^/ /' | tr -d '\n'; }
  # shellcheck disable=SC2086 # one origin a line, none with a space (check_url)
  CSP_REMOTES=$(slot $REMOTE_ORIGINS)
  CSP_API=" $API_ORIGIN"
  # shellcheck disable=SC2086
  CSP_CONNECT=$(slot $REMOTE_ORIGINS "$API_ORIGIN")
  if [ -n "${CSP_EXTRA_CONNECT_SRC:-}" ]; then
    for extra in $CSP_EXTRA_CONNECT_SRC; do
      check_url CSP_EXTRA_CONNECT_SRC "$extra"
      CSP_CONNECT="$CSP_CONNECT $extra"
    done
  fi
  # An overridden payment checkout script (a stub) adds its origin beside Razorpay's
  # (decision 107); Razorpay's own sources are in the template.
  CSP_PAYMENT=''
  PAYMENT_CONFIG=''
  if [ -n "${PAYMENT_CHECKOUT_URL:-}" ]; then
    check_url PAYMENT_CHECKOUT_URL "$PAYMENT_CHECKOUT_URL"
    PAY_ORIGIN=$(origin_of "$PAYMENT_CHECKOUT_URL")
    [ "$PAY_ORIGIN" = https://checkout.razorpay.com ] || CSP_PAYMENT=" $PAY_ORIGIN"
    PAYMENT_CONFIG=$(printf ',"paymentCheckoutUrl":"%s"' "$PAYMENT_CHECKOUT_URL")
  fi
  export CSP_REMOTES CSP_API CSP_CONNECT CSP_PAYMENT

  render shell.conf.template site.conf
  render "$HEADERS_TEMPLATE" shell-headers.conf
  render shell-site-files.conf.template shell-site-files.conf

  # The runtime config (decision 001): inlined into each page and served as JSON, in the page
  # server's builder's form and key order (decision 307). Every URL, name and prefix was checked
  # above, so none needs escaping.
  REMOTES_JSON=$(printf '%s' "$REMOTE_LIST" | awk '{ i = index($0, "="); printf "%s\"%s\":\"%s\"", (NR > 1 ? "," : ""), substr($0, 1, i - 1), substr($0, i + 1) }')
  ROUTES_CONFIG=''
  [ "$WRITE_ROUTES" = 0 ] || ROUTES_CONFIG=",\"routes\":{$ROUTES_JSON}"
  CONFIG=$(printf '{"apiUrl":"%s","remotes":{%s}%s%s}' "$API_URL" "$REMOTES_JSON" "$ROUTES_CONFIG" "$PAYMENT_CONFIG")
  printf '%s\n' "$CONFIG" > "$NGINX_RUN_DIR/pages/runtime-config.json.tmp"

  # The page cache's keys start with the runtime config's checksum: a container started with
  # another config (a new remote version) never serves a page cached under the old one, even
  # when its cache folder survives (an nginx reload).
  PAGE_CACHE_VERSION=$(printf '%s' "$CONFIG" | cksum | cut -d ' ' -f 1)
  export PAGE_CACHE_VERSION
  render "$PAGES_TEMPLATE" shell-pages.conf

  # Preload hints nginx can know without rendering per request: the shell's bootstrap chunk,
  # and the route's remote manifest and entry (remoteEntry.js beside the manifest). The Node
  # server also announces the remote's exposed chunk from its live manifest (decision 301).
  SHELL_HINTS=''
  for f in "$WEB_ROOT"/bootstrap.*.js; do
    if [ -f "$f" ]; then
      SHELL_HINTS="$SHELL_HINTS<link rel=\"preload\" as=\"script\" href=\"/$(basename "$f")\">"
    fi
  done
  remote_hints() {
    printf '<link rel="preload" as="fetch" crossorigin="anonymous" href="%s"><link rel="preload" as="script" href="%sremoteEntry.js">' "$1" "$(folder_of "$1")"
  }
  page() { # hints -> pages/$1
    TAG="<script id=\"runtime-config\" type=\"application/json\">$CONFIG</script>$SHELL_HINTS$2" \
      awk '{ i = index($0, "<!--runtime-config-->"); if (i) $0 = substr($0, 1, i - 1) ENVIRON["TAG"] substr($0, i + 21) } 1' \
      "$WEB_ROOT/index.html" > "$NGINX_RUN_DIR/pages/$1.tmp"
    grep -q 'id="runtime-config"' "$NGINX_RUN_DIR/pages/$1.tmp" || die "$WEB_ROOT/index.html has no <!--runtime-config--> placeholder"
  }
  page index.html "$(remote_hints "$MARKETING_URL")"
  # One page and one pair of locations per route (shell-routes.conf, included by shell.conf):
  # pages/routes/<prefix>.html announces the route's remote. A path no route claims is the
  # public site's (index.html), its 404 included.
  rm -rf "$NGINX_RUN_DIR/pages/routes"
  : > "$NGINX_RUN_DIR/shell-routes.conf.tmp"
  printf '%s' "$ROUTE_LIST" | while read -r prefix route_remote; do
    mkdir -p "$NGINX_RUN_DIR/pages/routes$(dirname "$prefix")"
    page "routes$prefix.html" "$(remote_hints "$(remote_url "$route_remote")")"
    mv -f "$NGINX_RUN_DIR/pages/routes$prefix.html.tmp" "$NGINX_RUN_DIR/pages/routes$prefix.html"
    for match in "= $prefix" "$prefix/"; do
      printf 'location %s {\n  set $page_fallback /__pages/routes%s.html;\n  include %s/shell-pages.conf;\n}\n' "$match" "$prefix" "$NGINX_RUN_DIR" >> "$NGINX_RUN_DIR/shell-routes.conf.tmp"
    done
  done
  mv -f "$NGINX_RUN_DIR/shell-routes.conf.tmp" "$NGINX_RUN_DIR/shell-routes.conf"
  # Replace each file at once: a page being served never sees half a file.
  for f in runtime-config.json index.html; do
    mv -f "$NGINX_RUN_DIR/pages/$f.tmp" "$NGINX_RUN_DIR/pages/$f"
  done
fi

render nginx.conf.template nginx.conf
echo "entrypoint: rendered $KIND configuration in $NGINX_RUN_DIR" >&2

[ "${RENDER_ONLY:-0}" = 1 ] && exit 0
exec nginx -e stderr -c "$NGINX_RUN_DIR/nginx.conf" -g 'daemon off;'
