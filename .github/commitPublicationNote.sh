#!/usr/bin/env bash
# Commits the refused publication's record as it now is (written or removed by
# pipeline/editor/publicationRefusal.ts), marked [skip ci] like her saves, and pushes it; she may have saved in the
# meantime: then it goes on top of her saves (the record is a file only this workflow writes).
set -euo pipefail
git config user.name 'github-actions[bot]'
git config user.email '41898282+github-actions[bot]@users.noreply.github.com'
# The folder, whether the record was just written or just removed (none to add when there never was one).
if [ -e src/content/publication ] || git ls-files --error-unmatch src/content/publication >/dev/null 2>&1; then
  git add -A src/content/publication
fi
if git diff --cached --quiet; then exit 0; fi
git commit --quiet -m "[skip ci] $1"
for attempt in 1 2 3; do
  if git push --quiet origin "HEAD:${GITHUB_REF_NAME}"; then exit 0; fi
  git pull --quiet --rebase origin "${GITHUB_REF_NAME}"
done
git push --quiet origin "HEAD:${GITHUB_REF_NAME}"
