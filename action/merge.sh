#!/usr/bin/env bash
# The action's merge step: the shards' output folders (artifacts narrate-output-1 … N) copied into one
# and the feeds, pages and episodes.json rendered once from all of their manifests.
# A shard folder that did not arrive stops the merge: publishing without it would drop its episodes
# from the feeds. In: INPUT_SHARDS (N), INPUT_FROM (where the artifacts were downloaded), INPUT_OUT,
# INPUT_CONFIG.
set -euo pipefail
shards=${INPUT_SHARDS:?the merge-shards input is empty}
from=${INPUT_FROM:?}
out=${INPUT_OUT:-output}
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || { echo "::error::narrate: merge-shards must be a number of shards, not '$shards'"; exit 1; }

missing=()
for i in $(seq 1 "$shards"); do
    [ -d "$from/narrate-output-$i" ] || missing+=("$i")
done
if [ "${#missing[@]}" -gt 0 ]; then
    echo "::error::narrate: shard output folders ${missing[*]} of $shards did not arrive; not publishing"
    exit 1
fi

mkdir -p "$out"
for i in $(seq 1 "$shards"); do
    cp -a "$from/narrate-output-$i/." "$out/"
done
args=(feed --out "$out")
[ -n "${INPUT_CONFIG:-}" ] && args+=(--config "$INPUT_CONFIG")
narrate "${args[@]}"
