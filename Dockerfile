# Paddock's container image. Not built on the machine this was written on (it has no Docker
# engine); tests/deploy/containerImage.test.ts checks it against the scripts it relies on.

# The build: every dependency, the web app and the server bundle (npm run build).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What runs: production dependencies and the build, as an unprivileged user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /healthz answers 200 while the database answers, 503 when it does not.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains first (SHUTDOWN_DRAIN_SECONDS, 3 s: /ping and /healthz answer 503), then lets
# requests in flight finish (SHUTDOWN_TIMEOUT_SECONDS, 10 s by default).
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "dist/server/main.js"]
