# syntax=docker/dockerfile:1
# The image of one static app, the shell or a remote, built from the repository root:
#   docker build -f deploy/static-app.Dockerfile --build-arg APP=mfe-lms .
# (APP: shell, mfe-marketing, mfe-lms or mfe-admin). Each team still builds and ships its own image; only
# the recipe is shared. Served by Debian's nginx as a non-root user on port 8080.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_BASE_IMAGE=debian:bookworm-slim

# --- build: the workspace's own build (rspack production, with its precompressed .br/.gz twins)
FROM ${NODE_IMAGE} AS build
ARG APP
RUN case "$APP" in shell | mfe-marketing | mfe-lms | mfe-admin) ;; *) echo "APP must be shell, mfe-marketing, mfe-lms or mfe-admin" >&2; exit 1 ;; esac
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY mfe-shared/package.json mfe-shared/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-lms/package.json mfe-lms/
COPY mfe-admin/package.json mfe-admin/
COPY api/package.json api/
COPY scripts/package.json scripts/
COPY e2e/package.json e2e/
# Some registry mirrors leave other platforms' optional binaries (@swc/core-darwin-*) out of the
# lockfile and `npm ci` refuses it; `npm install` still installs the locked versions
# (as scripts/lib/ensure-deps.mjs does).
RUN npm ci --workspace "$APP" --workspace mfe-shared --no-audit --no-fund \
 || npm install --workspace "$APP" --workspace mfe-shared --no-audit --no-fund
COPY tsconfig.base.json ./
# mfe-shared/contracts re-exports the contracts workspace, built from its sources (decision 111).
COPY contracts contracts
COPY mfe-shared mfe-shared
COPY ${APP} ${APP}
# The workspace's own build is the artefact: its dist/ holds the .br/.gz twins nginx serves
# (docs/decisions/008-build-output-is-the-artefact.md).
RUN npm run build --workspace "$APP"
# The shell is served from the root; its dist/server is the page server of a Node deployment
# (decisions 006, 007), which nginx does not run, and the header templates its build generated
# (dist/server/nginx: the shell's security headers and CSP), which go beside entrypoint.sh's.
# A remote is published into a versioned folder (/<remote>/<package.json version>/): the shell's
# runtime config names the version, so a rollback is a pointer change.
RUN mkdir -p /nginx-templates \
 && if [ "$APP" = shell ]; then \
      mv shell/dist/server/nginx/* /nginx-templates/ \
      && mkdir -p /site && mv shell/dist/* /site/ && rm -rf /site/*.map /site/mf-stats.json /site/server; \
    else \
      version=$(node -p "require('./$APP/package.json').version") \
      && mkdir -p "/site/$APP" \
      && mv "$APP/dist" "/site/$APP/$version" \
      && rm -f "/site/$APP/$version"/*.map "/site/$APP/$version/mf-stats.json" \
      && echo "$version" > "/site/$APP/VERSION"; \
    fi

# --- runtime: Debian's nginx (the one CI checks with nginx -t and the smoke), non-root
FROM ${NGINX_BASE_IMAGE}
ARG APP
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base curl \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /etc/nginx/modules-enabled/* \
 && useradd --system --uid 10101 --home-dir /nonexistent --shell /usr/sbin/nologin web
COPY deploy/nginx/ /etc/nginx/app/
COPY --from=build /nginx-templates/ /etc/nginx/app/
COPY --from=build /site/ /usr/share/nginx/html/
ENV LISTEN_PORT=8080 WEB_ROOT=/usr/share/nginx/html NGINX_RUN_DIR=/tmp/nginx NGINX_ACCESS_LOG=/dev/stdout
# entrypoint.sh's kind: the shell, or a remote served under /$REMOTE_PATH/.
ENV STATIC_APP=${APP} REMOTE_PATH=${APP}
USER 10101
EXPOSE 8080
# nginx finishes the requests in flight on SIGQUIT (SIGTERM would drop them).
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD curl -fsS "http://127.0.0.1:${LISTEN_PORT}/healthz" > /dev/null || exit 1
ENTRYPOINT ["/bin/sh", "-c", "if [ \"$STATIC_APP\" = shell ]; then exec /bin/sh /etc/nginx/app/entrypoint.sh shell; else exec /bin/sh /etc/nginx/app/entrypoint.sh remote; fi"]
