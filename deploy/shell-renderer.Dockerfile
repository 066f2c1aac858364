# syntax=docker/dockerfile:1
# The shell renderer image (docs/decisions/006-prerendered-public-pages.md): the shell's pages as
# complete HTML, rendered per request with the remote deployments its environment names, for the
# shell's nginx to proxy page requests to. Built from the repository root:
#   docker build -f deploy/shell-renderer.Dockerfile .
# Same source and build as the shell's nginx image (static-app.Dockerfile, APP=shell): ship the
# two together. Runs scripts/serve-shell-renderer.mjs as the image's `node` user on port 8080.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: the shell's production build (browser files + dist/server/render.cjs), then the
# runtime files assembled by scripts/lib/renderer-image.mjs (the compose smoke runs the same)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY mfe-shared/package.json mfe-shared/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-lms/package.json mfe-lms/
COPY api/package.json api/
COPY scripts/package.json scripts/
COPY e2e/package.json e2e/
# The scripts workspace brings the server's packages (fastify, @fastify/static). `npm install`
# when `npm ci` refuses a lockfile without other platforms' optional binaries
# (scripts/lib/ensure-deps.mjs); both install the locked versions.
RUN npm ci --workspace shell --workspace mfe-shared --workspace scripts --no-audit --no-fund \
 || npm install --workspace shell --workspace mfe-shared --workspace scripts --no-audit --no-fund
COPY tsconfig.base.json ./
# mfe-shared/contracts re-exports the contracts workspace, built from its sources (decision 111).
COPY contracts contracts
COPY mfe-shared mfe-shared
COPY scripts/lib scripts/lib
COPY scripts/serve-shell-renderer.mjs scripts/
COPY shell shell
RUN cd shell && npx rspack build --mode production
RUN node scripts/lib/renderer-image.mjs /image

# --- runtime: Node and the renderer's files only (no build tools, no workspace node_modules)
FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /image/ /app/
USER node
EXPOSE 8080
# serve-shell-renderer.mjs finishes the requests in flight on SIGTERM, then exits.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/serve-shell-renderer.mjs"]
