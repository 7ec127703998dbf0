#!/usr/bin/env bash
# API tests on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
npx vitest run --project server
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "API tests again on PostgreSQL (${TEST_DATABASE_URL%%@*}@…)"
  TEST_DB=pg npx vitest run --project server
fi
