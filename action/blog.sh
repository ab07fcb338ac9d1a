#!/usr/bin/env bash
# The action's blog step: the blog and its podcast as one site. narrate's episodes.json goes where the blog's
# "♪" badges of examples/site read it, the blog is built with its own generator, and narrate's
# output goes under the built site's podcast folder (feed.base_url should end with that folder), without
# narrate's own records (manifest/ and dot-files: what was built, for the next build, not for the web).
# In: INPUT_BLOG (hugo, jekyll or hexo), INPUT_BLOG_DIR, INPUT_BLOG_BUILD (a command instead of the
# generator's own), INPUT_OUT, INPUT_PODCAST_PATH. Out ($GITHUB_OUTPUT): site, the folder to publish.
set -euo pipefail
dir=${INPUT_BLOG_DIR:-.}
out=${INPUT_OUT:-output}
podcast=${INPUT_PODCAST_PATH:-podcast}
case "${INPUT_BLOG:-}" in
    hugo) data=assets/narrate; site=public; build="hugo" ;;  # the partial's resources.Get "narrate/episodes.json"
    jekyll) data=_data; site=_site
        build="jekyll build"; [ -f "$dir/Gemfile" ] && build="bundle exec jekyll build" ;;
    hexo) data=source/_data; site=public; build="npx hexo generate" ;;
    *) echo "::error::narrate: blog must be hugo, jekyll or hexo, not '${INPUT_BLOG:-}'"; exit 1 ;;
esac
build=${INPUT_BLOG_BUILD:-$build}
if [[ "$podcast" == /* || "/$podcast/" == */../* || -z "${podcast//[\/.]/}" ]]; then
    echo "::error::narrate: podcast-path must be a folder inside the site (e.g. podcast), not '$podcast'"
    exit 1
fi
podcast=${podcast%/}
[ -d "$dir" ] || { echo "::error::narrate: blog folder '$dir' does not exist (set the action's blog-dir input)"; exit 1; }
[ -f "$out/episodes.json" ] || { echo "::error::narrate: no $out/episodes.json: narrate build did not finish"; exit 1; }

mkdir -p "$dir/$data"
cp "$out/episodes.json" "$dir/$data/episodes.json"
echo "narrate: $out/episodes.json copied to $dir/$data/episodes.json; building the blog: $build"
(cd "$dir" && bash -c "$build")
[ -d "$dir/$site" ] || { echo "::error::narrate: '$build' wrote no $dir/$site folder"; exit 1; }
target="$dir/$site/$podcast"
if [ -e "$target" ] && [ -n "$(ls -A "$target")" ]; then
    echo "::error::narrate: the blog's own site already has $site/$podcast; set podcast-path (and feed.base_url) to another folder"
    exit 1
fi
mkdir -p "$target"
target=$(cd "$target" && pwd)
(cd "$out" && find . -mindepth 1 -maxdepth 1 ! -name manifest ! -name '.*' -exec cp -a {} "$target/" \;)
echo "narrate: the blog in $dir/$site, its podcast in $target"
echo "site=$dir/$site" >> "${GITHUB_OUTPUT:-/dev/null}"
