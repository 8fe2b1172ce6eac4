#!/bin/sh
# Rebuild the Embedded App SDK the Activity's page loads (bot/web/static/vendor/) from the npm package pinned in
# package-lock.json: one ES module, minified, its licences kept at its end. The bot serves it itself (no CDN).
#   sh bot/web/activity_sdk/build.sh [OUT]      (tests/web/test_activity.py checks the committed file is this build)
set -e
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --loglevel=error
node_modules/.bin/esbuild entry.mjs --bundle --format=esm --minify --target=es2020 --legal-comments=eof \
  --log-level=warning --outfile="${1:-../static/vendor/discord-embedded-app-sdk-2.5.0.js}"
