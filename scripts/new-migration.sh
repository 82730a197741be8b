#!/usr/bin/env bash
# Writes the migration <timestamp>_<name> for both engines from one schema diff: the difference
# between the schema committed at HEAD and the edited prisma/schema.prisma becomes
# prisma/migrations/<timestamp>_<name>/migration.sql (SQLite) and, diffing the PostgreSQL variants
# of the same two schemas, prisma/postgresql/migrations/<timestamp>_<name>/migration.sql.
# (`prisma migrate dev` needs a native schema engine we cannot download; the JS engine can diff
# two schema files.)
set -euo pipefail
name="${1:?usage: npm run db:new-migration -- <name>}"
dir="$(date -u +%Y%m%d%H%M%S)_${name}"
sqlite_dir="prisma/migrations/$dir"
postgres_dir="prisma/postgresql/migrations/$dir"

# The PostgreSQL schema follows the edited one (it is generated, never edited by hand).
node scripts/postgres-schema.mjs

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if git cat-file -e HEAD:prisma/schema.prisma 2>/dev/null && ls prisma/migrations/*/migration.sql >/dev/null 2>&1; then
  git show HEAD:prisma/schema.prisma > "$tmp/sqlite.prisma"
  node scripts/postgres-schema.mjs --schema-stdin < "$tmp/sqlite.prisma" > "$tmp/postgresql.prisma"
  sqlite_from=(--from-schema-datamodel "$tmp/sqlite.prisma")
  postgres_from=(--from-schema-datamodel "$tmp/postgresql.prisma")
else
  sqlite_from=(--from-empty)
  postgres_from=(--from-empty)
fi
sqlite_sql="$(npx prisma migrate diff "${sqlite_from[@]}" --to-schema-datamodel prisma/schema.prisma --script)"
postgres_sql="$(npx prisma migrate diff "${postgres_from[@]}" --to-schema-datamodel prisma/postgresql/schema.prisma --script |
  node scripts/postgres-schema.mjs --migration-stdin)"

if ! grep -qvE '^\s*(--.*)?$' <<<"$sqlite_sql"; then
  echo "No schema changes since HEAD: nothing to migrate."
  exit 0
fi
mkdir -p "$sqlite_dir" "$postgres_dir"
printf '%s\n' "$sqlite_sql" > "$sqlite_dir/migration.sql"
printf '%s\n' "$postgres_sql" > "$postgres_dir/migration.sql"
echo "Created $sqlite_dir/migration.sql"
echo "Created $postgres_dir/migration.sql"
echo "SQL written by hand (what Prisma's schema cannot say, e.g. a partial index) goes into both."
