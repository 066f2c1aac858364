# syntax=docker/dockerfile:1
# The backup job's image (decision 315): the API's backup CLI (dist/backup-cli.js) on Node 24,
# beside pg_dump and pg_restore of the server's major version. pg_dump refuses a server newer
# than itself, and Debian's own client is older than compose's postgres:16, so the runtime starts
# FROM the server's image and copies Node in from the Node image (both Debian bookworm, the same
# glibc). Built from the repository root like api/Dockerfile, whose stages these copy.
# The CLI is the entrypoint: `loop` (the default) backs up every BACKUP_INTERVAL_MINUTES (compose
# has no cron), the Kubernetes CronJob runs `take` once, and an operator runs
# `docker-compose run --rm backup restore latest`. Runs as uid 1000, the API image's `node`, so a restore can write the API's
# files volume.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG POSTGRES_IMAGE=postgres:16-bookworm

# --- manifests: every workspace's package.json and the lockfile (npm ci needs them all)
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

# --- build: the contracts and the API's bundles (the backup CLI among them)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app/ ./
RUN npm ci --workspace contracts --workspace api --no-audit --no-fund \
 || npm install --workspace contracts --workspace api --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts/tsconfig.json contracts/tsconfig.build.json contracts/
COPY contracts/src contracts/src
COPY api/tsconfig.json api/build.mjs api/
COPY api/src api/src
RUN npm run build -w api

# --- deps: the api workspace's production install
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /app/ ./
RUN (npm ci --workspace api --omit=dev --no-audit --no-fund \
  || npm install --workspace api --omit=dev --no-audit --no-fund) \
 && npm cache clean --force

# --- runtime: PostgreSQL's client tools of the server's version, Node, the install and the bundle
FROM ${POSTGRES_IMAGE}
COPY --from=deps /usr/local/bin/node /usr/local/bin/node
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/ ./
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/api/dist api/dist
WORKDIR /app/api
# /backups: the compose volume's mount point (BACKUP_URL's default there) with the dump's work
# folder; .data/storage: where the API's files volume is mounted (STORAGE_DIR's default).
# Named backup-job: Debian's base already has a system group and user called `backup` (34).
RUN groupadd --gid 1000 backup-job && useradd --uid 1000 --gid 1000 --no-create-home backup-job \
 && mkdir -p /backups/.work .data/storage && chown -R 1000:1000 /backups .data
USER 1000
# Healthy while the destination can be listed (the age of the newest backup is the API's
# backup_last_success_timestamp_seconds, alerted on; this only says the job can reach its store).
HEALTHCHECK --interval=30s --timeout=20s --start-period=30s --retries=3 CMD ["node", "dist/backup-cli.js", "list"]
ENTRYPOINT ["node", "dist/backup-cli.js"]
CMD ["loop"]
