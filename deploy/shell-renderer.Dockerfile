# syntax=docker/dockerfile:1
# The shell renderer image (docs/decisions/006 and 007): the shell's page server, which sends its
# pages as complete HTML, rendered per request with the remote deployments its environment names,
# for the shell's nginx to proxy page requests to. Built from the repository root:
#   docker build -f deploy/shell-renderer.Dockerfile .
# Same source and build as the shell's nginx image (static-app.Dockerfile, APP=shell): ship the
# two together. Runs the shell's built page server (shell/dist/server/page-server.cjs) as the
# image's `node` user on port 8080.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- manifests: the root's and every workspace's package.json and the lockfile, which npm ci
# needs whichever workspace it installs; both stages below start from them
FROM ${NODE_IMAGE} AS manifests
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

# --- build: the shell's production build (browser files, dist/server/render.cjs and
# dist/server/page-server.cjs)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app/ ./
# `npm install` when `npm ci` refuses a lockfile without other platforms' optional binaries
# (scripts/lib/ensure-deps.mjs); both install the locked versions.
RUN npm ci --workspace shell --workspace mfe-shared --no-audit --no-fund \
 || npm install --workspace shell --workspace mfe-shared --no-audit --no-fund
COPY tsconfig.base.json ./
# mfe-shared/contracts re-exports the contracts workspace, built from its sources (decision 111).
COPY contracts contracts
COPY mfe-shared mfe-shared
COPY shell shell
# Source maps and stats are for developers; the nginx templates are the other image's;
# local-servers.cjs is the local stack's entry (npm start, e2e), which production never runs.
RUN cd shell && npx rspack build --mode production \
 && find dist -name '*.map' -delete && rm -rf dist/mf-stats.json dist/server/nginx dist/server/local-servers.cjs

# --- runtime: Node, the shell's production dependencies as npm installs them (the page server
# requires fastify and @fastify/static; everything else it runs is bundled) and the build
FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=manifests /app/ ./
RUN { npm ci --omit=dev --workspace shell --no-audit --no-fund \
   || npm install --omit=dev --workspace shell --no-audit --no-fund; } \
 && npm cache clean --force
COPY --from=build /app/shell/dist shell/dist
USER node
EXPOSE 8080
# The page server finishes the requests in flight on SIGTERM, then exits.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "shell/dist/server/page-server.cjs"]
