# syntax=docker/dockerfile:1
# The Campus image: one image for API nodes (ROLE=api), workers (ROLE=worker) or both (ROLE=all, the
# default). Three stages: `build` builds the web app with every dependency, `deps` installs the server's
# production dependencies only, the runtime stage gets those, the sources the server runs (tsx, no
# build step) and the built web app, plus Debian's ffmpeg (decision 0005). docs/production.md.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build -w @campus/web

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server workspace (and @campus/shared, which it depends on) without dev dependencies.
RUN npm ci --omit=dev --workspace @campus/server --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# ffmpeg/ffprobe for video processing; tini reaps ffmpeg children and forwards SIGTERM.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg tini ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    ROLE=all \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
COPY --from=deps /app ./
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# API nodes and workers both answer /healthz (worker.ts).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--"]
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
