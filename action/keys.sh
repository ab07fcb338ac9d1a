#!/usr/bin/env bash
# Cache keys for the action: narrate-<shard>-<hash of the content folder and voices.yaml>.
# The exact key changes with every edit (so the cache is saved anew); the prefix restores the newest
# earlier one of the same shard, whose chunks an edited blog mostly still uses.
# In: INPUT_CONTENT, INPUT_CONFIG, INPUT_SHARD (I/N or empty). Out ($GITHUB_OUTPUT): key,
# restore-prefix, shard-index.
set -euo pipefail
content=${INPUT_CONTENT:?the content input is empty}
[ -d "$content" ] || { echo "::error::narrate: content folder '$content' does not exist (set the action's content input)"; exit 1; }

shard=${INPUT_SHARD:-}
part=all
index=""
if [ -n "$shard" ]; then
    if ! [[ "$shard" =~ ^([1-9][0-9]*)/([1-9][0-9]*)$ ]] || [ "${BASH_REMATCH[1]}" -gt "${BASH_REMATCH[2]}" ]; then
        echo "::error::narrate: shard '$shard' is not I/N with 1 <= I <= N (e.g. 2/4)"
        exit 1
    fi
    index=${BASH_REMATCH[1]}
    part="${BASH_REMATCH[1]}of${BASH_REMATCH[2]}"
fi

# Names and bytes of every file under the content folder (sorted, so the order find walks in does not
# matter), and of voices.yaml.
hash=$( {
    (cd "$content" && find . -type f -not -path '*/.git/*' -print0 | LC_ALL=C sort -z | xargs -0r sha256sum)
    if [ -n "${INPUT_CONFIG:-}" ] && [ -f "$INPUT_CONFIG" ]; then sha256sum "$INPUT_CONFIG"; fi
} | sha256sum | cut -c1-16)

out=${GITHUB_OUTPUT:-/dev/stdout}
{
    echo "key=narrate-$part-$hash"
    echo "restore-prefix=narrate-$part-"
    echo "shard-index=$index"
} >> "$out"
