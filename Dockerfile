# syntax=docker/dockerfile:1
# Reelwright's production image: the built web app and the bundled API server, run as a
# non-root user with production dependencies only. See README "Scaling out" and compose.yaml.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Every dependency (dev included), to build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/script-kit/package.json packages/script-kit/
COPY packages/timeline/package.json packages/timeline/
RUN npm ci --no-audit --no-fund

# 2. The web app (apps/web/dist) and the server bundle (apps/server/dist).
FROM deps AS build
COPY . .
RUN npm run build

# 3. The server's production dependencies only (the workspace packages are bundled in).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/script-kit/package.json packages/script-kit/
COPY packages/timeline/package.json packages/timeline/
RUN npm ci --omit=dev --workspace @reelwright/server --no-audit --no-fund

# 4. What runs.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=node:node /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=node:node /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness; orchestrators should route traffic by GET /api/ready (database and Redis).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 receives SIGTERM and shuts down gracefully (in-flight requests finish).
CMD ["node", "apps/server/dist/server.js"]
