# syntax=docker/dockerfile:1
# The Sustho server: the API with the built web app (decision 027). The build stage installs every
# dependency and builds the web app; the final stage has production dependencies only and runs as
# the unprivileged `node` user. Debian (glibc) rather than Alpine, for sharp's prebuilt binaries.
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the install layer is reused while only source changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
RUN NODE_ENV=production npm run build

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# The web workspace's production dependencies (React and its router) render the public pages.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json ./
COPY packages/contracts/tsconfig.json packages/contracts/
COPY packages/contracts/src packages/contracts/src
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/assets apps/api/assets
COPY apps/api/src apps/api/src
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# DATA_DIR: uploaded images, patients' reports and (with MAIL_OUTBOX_ONLY) mail, shared by the
# instances through one volume in compose.yaml.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
ENV PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
EXPOSE 3000
# /api/health answers only when the database does.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs once the build is there; node itself gets SIGTERM and finishes requests in flight.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
