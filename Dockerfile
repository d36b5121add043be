# Jumun: one image, the compiled server and the built web app. Run it against PostgreSQL (DATABASE_URL) for
# several replicas, or with a volume at /data for the embedded database (one replica only). See docs/deployment.md.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# pg_dump / pg_restore for `npm run backup` / `npm run restore` against PostgreSQL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund && mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--max-semi-space-size=6", "--max-old-space-size=512", "--expose-gc", "apps/server/dist/server.js"]
