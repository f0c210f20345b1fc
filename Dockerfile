# syntax=docker/dockerfile:1
# Tercüme Odası: the API (compiled JavaScript) and the built front ends in one image. docs/operations.md.
# Node 22 LTS: pg-boss and other dependencies ask for Node ≥ 22.

# 1. Every dependency, exactly as the lockfile says: the tools that build.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-customer/package.json mfe-customer/
COPY mfe-translator/package.json mfe-translator/
COPY mfe-admin/package.json mfe-admin/
COPY ssr/package.json ssr/
RUN npm ci --no-audit --no-fund

# 2. The front ends (shell, remotes, the server-side renderer) and the API compiled to api/dist (esbuild).
FROM deps AS build
COPY . .
RUN npm run build && npm run build:api

# 3. The api workspace's production dependencies only (shared-ui and zod are inside the compiled bundle).
FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-customer/package.json mfe-customer/
COPY mfe-translator/package.json mfe-translator/
COPY mfe-admin/package.json mfe-admin/
COPY ssr/package.json ssr/
RUN npm ci --omit=dev --workspace=api --include-workspace-root=false --no-audit --no-fund

# 4. What runs: no TypeScript, no compiler, no build tools. pg_dump/pg_restore (16, from PostgreSQL's own Debian
#    repository: it dumps servers up to 16) for `node api/dist/cli/backup.js`.
FROM node:22-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-16 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
# The root package.json marks the folder the server serves the front ends from (WEB_ROOT); api/package.json makes
# api/dist ES modules.
COPY --chown=node:node package.json ./
COPY --chown=node:node api/package.json api/
COPY --from=prod-deps --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/api/dist api/dist
COPY --from=build --chown=node:node /app/shell/dist shell/dist
COPY --from=build --chown=node:node /app/mfe-public/dist mfe-public/dist
COPY --from=build --chown=node:node /app/mfe-customer/dist mfe-customer/dist
COPY --from=build --chown=node:node /app/mfe-translator/dist mfe-translator/dist
COPY --from=build --chown=node:node /app/mfe-admin/dist mfe-admin/dist
COPY --from=build --chown=node:node /app/ssr/dist ssr/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
VOLUME ["/data"]
# Liveness; a load balancer checks /api/ready instead (503 while starting, draining or cut off from PostgreSQL).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM goes straight to node (no npm or shell in between): /api/ready turns 503 for DRAIN_SECONDS, then running
# requests and tasks finish and the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "api/dist/server.js"]
