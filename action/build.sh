#!/usr/bin/env bash
# The action's build step: `narrate build` over the content folder (one shard, or all of it), its JSON
# report kept beside the output folder, and a summary line for the job log.
# In: INPUT_CONTENT, INPUT_OUT, INPUT_CONFIG, INPUT_SHARD, INPUT_JOBS, INPUT_FALLBACK.
# Out ($GITHUB_OUTPUT): report. Exit code: narrate's (1 when an article failed; the others are built).
set -uo pipefail
args=(build "${INPUT_CONTENT:?the content input is empty}" --out "${INPUT_OUT:-output}" --jobs "${INPUT_JOBS:-4}" --json)
[ -n "${INPUT_SHARD:-}" ] && args+=(--shard "$INPUT_SHARD")
[ -n "${INPUT_CONFIG:-}" ] && args+=(--config "$INPUT_CONFIG")
case "${INPUT_FALLBACK:-false}" in
    true) ;;
    false) args+=(--no-fallback) ;;
    *) echo "::error::narrate: fallback must be true or false, not '${INPUT_FALLBACK}'"; exit 1 ;;
esac

report="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/narrate-report${INPUT_SHARD:+-${INPUT_SHARD%%/*}}.json"
narrate "${args[@]}" > "$report"
status=$?
echo "report=$report" >> "${GITHUB_OUTPUT:-/dev/null}"

python - "$report" <<'PY'
import json, sys
try:
    with open(sys.argv[1], encoding="utf-8") as f:
        r = json.load(f)
except (OSError, ValueError):
    sys.exit(0)  # narrate printed its own error on stderr
print(f"narrate: {len(r.get('built', []))} built, {len(r.get('unchanged', []))} unchanged, "
      f"{len(r.get('skipped', []))} skipped, {len(r.get('failed', []))} failed")
for f in r.get("failed", []):
    print(f"::error file={f.get('source', '')}::{f.get('error', '')}")
PY
exit "$status"
