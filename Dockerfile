# syntax=docker/dockerfile:1
# Storybook studio: one image for every process role. The command picks it: `--role all` (default:
# API, web app and workers in one process), `--role api`, or `--role worker` (give workers WORKER_PORT
# for their health check and metrics). Configured only through the environment (README, "Configuration").
# Docker is not available where this project is developed: this file is checked against the product by
# apps/api/test/build/deploy-files.test.ts, and the image builds where Docker exists.

ARG NODE_VERSION=22

# Debian (glibc) rather than Alpine: sharp, resvg, @napi-rs/canvas and argon2 ship prebuilt glibc binaries.
FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
# Every workspace's manifest, so npm ci installs what each workspace needs (no sources yet: this layer is cached).
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/illustrator/package.json packages/illustrator/
COPY packages/print/package.json packages/print/
COPY packages/seeded-random/package.json packages/seeded-random/
COPY packages/species/package.json packages/species/
COPY packages/story-engine/package.json packages/story-engine/

# Build: all dependencies, then the web app and the compiled API (npm run build).
FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

# Production dependencies only: what the compiled API and the web app's server renderer load at run time.
FROM base AS production-dependencies
RUN npm ci --omit=dev && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The official image's unprivileged user; it owns only the data directory.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The health endpoint of whichever role runs: a worker answers on WORKER_PORT, the API on PORT.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.WORKER_PORT || process.env.PORT) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["node", "--enable-source-maps", "apps/api/dist/main.js"]
CMD ["--role", "all"]
