#!/usr/bin/env bash
# Encodes the hero poster (a 1280x720 PNG) as WebP and JPEG at 1280 and 640 pixels wide, for the
# <picture> srcset in src/features/hero/hero-video.tsx, and as AVIF at 1280, which the page carries
# inline. Called by make-media.sh.
# Usage: scripts/media/make-poster-variants.sh <poster.png> <out-dir> <inline-dir>
set -euo pipefail
source=$1
out=$2
inline=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for width in 1280 640; do
  suffix=$([ "$width" = 1280 ] && echo "" || echo "-$width")
  ffmpeg -hide_banner -loglevel error -y -i "$source" -vf "scale=$width:-2:flags=lanczos" "$work/poster.png"
  ffmpeg -hide_banner -loglevel error -y -i "$work/poster.png" -q:v 4 "$out/hero-poster$suffix.jpg"
  cwebp -quiet -q 72 "$work/poster.png" -o "$out/hero-poster$suffix.webp"
done
avifenc --jobs 2 --min 30 --max 40 "$source" "$inline/hero-poster.avif" >/dev/null
