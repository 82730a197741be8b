#!/usr/bin/env bash
# Creates prisma/migrations/<timestamp>_<name>/migration.sql from the difference between the
# schema committed at HEAD and the edited prisma/schema.prisma. (`prisma migrate dev` needs a
# native schema engine we cannot download; the JS engine can diff two schema files.)
set -euo pipefail
name="${1:?usage: npm run db:new-migration -- <name>}"
dir="prisma/migrations/$(date -u +%Y%m%d%H%M%S)_${name}"
old="$(mktemp --suffix=.prisma)"
if git cat-file -e HEAD:prisma/schema.prisma 2>/dev/null && [ -d prisma/migrations ] && ls prisma/migrations/*/migration.sql >/dev/null 2>&1; then
  git show HEAD:prisma/schema.prisma > "$old"
  from=(--from-schema-datamodel "$old")
else
  from=(--from-empty)
fi
sql="$(npx prisma migrate diff "${from[@]}" --to-schema-datamodel prisma/schema.prisma --script)"
rm -f "$old"
if ! grep -qvE '^\s*(--.*)?$' <<<"$sql"; then
  echo "No schema changes since HEAD: nothing to migrate."
  exit 0
fi
mkdir -p "$dir"
printf '%s\n' "$sql" > "$dir/migration.sql"
echo "Created $dir/migration.sql"
