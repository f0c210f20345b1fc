# syntax=docker/dockerfile:1
# Tercüme Odası: the API and the built front ends in one image (see README, "Running several instances").

# 1. Dependencies, exactly as the lockfile says.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-customer/package.json mfe-customer/
COPY mfe-translator/package.json mfe-translator/
COPY mfe-admin/package.json mfe-admin/
RUN npm ci --no-audit --no-fund

# 2. The production build of the shell and the four remotes.
FROM deps AS build
COPY . .
RUN npm run build

# 3. What runs: sources, built front ends and the installed modules (the API runs its TypeScript through tsx).
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
VOLUME ["/data"]
# Liveness; a load balancer should check /api/ready instead (503 while starting, draining or cut off).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: /api/ready turns 503 for DRAIN_SECONDS, then running requests and tasks finish and the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "api/src/server.ts"]
