#!/usr/bin/env bash
# Generates the site's own media: into public/media, the hero video (WebM VP9 + MP4 H.264, 1280x720,
# 12 s seamless loop, each at most 1.2 MB) and its poster (WebP, JPEG at 1280 and 640 wide); into
# src/content/media, what the pages carry inline: the poster as AVIF and the service artwork (SVG).
# Outputs are committed, so a build never needs these tools. Needs: ffmpeg, avifenc (libavif-bin),
# cwebp (webp). On Debian: apt-get install -y ffmpeg libavif-bin webp
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/media
inline=src/content/media
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$inline"

for tool in ffmpeg avifenc cwebp; do
  command -v "$tool" >/dev/null || { echo "make-media: $tool is missing (apt-get install -y ffmpeg libavif-bin webp)"; exit 1; }
done

# Six seconds of slowly turning light in the brand palette (navy, deep blue, a touch of gold),
# softened and vignetted, then played forwards and backwards: a 12 s loop with no seam. The colours
# are src/lib/palette.ts's navies and a dark gold, written out: the video is made once, committed.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=1280x720:r=24:d=6:n=5:c0=0x08131f:c1=0x14304d:c2=0x0d1f33:c3=0x5c4a2a:c4=0x1f4068:speed=0.006:type=linear:seed=7" \
  -f lavfi -i "gradients=s=1280x720:r=24:d=6:n=3:c0=0x000000:c1=0x2a3f5c:c2=0x000000:speed=0.004:type=radial:seed=11" \
  -filter_complex "[0]format=gbrp[a];[1]format=gbrp[b];[a][b]blend=all_mode=screen:all_opacity=0.35,gblur=sigma=24,vignette=PI/4,format=yuv420p[v]" \
  -map "[v]" "$work/forward.mkv"
ffmpeg -hide_banner -loglevel error -y -i "$work/forward.mkv" \
  -filter_complex "[0]split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1[v]" -map "[v]" \
  -c:v ffv1 "$work/loop.mkv"

ffmpeg -hide_banner -loglevel error -y -i "$work/loop.mkv" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 -g 96 \
  "$out/hero.webm"
ffmpeg -hide_banner -loglevel error -y -i "$work/loop.mkv" -an \
  -c:v libx264 -profile:v high -preset slow -crf 30 -pix_fmt yuv420p -g 96 -movflags +faststart \
  "$out/hero.mp4"

# The poster is the loop's first frame, so the switch from poster to video is invisible.
ffmpeg -hide_banner -loglevel error -y -i "$work/loop.mkv" -frames:v 1 "$work/poster.png"
# Two widths, so small screens download the smaller one: hero-poster.* (1280) and hero-poster-640.*.
scripts/media/make-poster-variants.sh "$work/poster.png" "$out" "$inline"

max=1200000
for file in "$out/hero.webm" "$out/hero.mp4"; do
  size=$(stat -c %s "$file")
  if [ "$size" -gt "$max" ]; then echo "make-media: $file is $size bytes, over the 1.2 MB budget"; exit 1; fi
done

# Service artwork: abstract SVG in the palette, one motif per service.
svg_open='<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img">'
cat > "$inline/fixed-income.svg" <<SVG
$svg_open<title>Rising lines of steady income</title><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14304d"/><stop offset="1" stop-color="#08131f"/></linearGradient></defs><rect width="640" height="400" fill="url(#b)"/><g fill="none" stroke="#c9a86a" stroke-linecap="round"><path d="M40 330 C200 300 330 250 600 120" stroke-width="3"/><path d="M40 350 C210 325 350 280 600 170" stroke-width="2" stroke-opacity=".6"/><path d="M40 370 C220 350 370 310 600 220" stroke-width="1.5" stroke-opacity=".35"/></g><g fill="#e3cc9b" fill-opacity=".18"><rect x="90" y="250" width="36" height="110" rx="4"/><rect x="160" y="225" width="36" height="135" rx="4"/><rect x="230" y="200" width="36" height="160" rx="4"/><rect x="300" y="170" width="36" height="190" rx="4"/><rect x="370" y="140" width="36" height="220" rx="4"/></g><circle cx="600" cy="120" r="9" fill="#c9a86a"/></svg>
SVG
cat > "$inline/alternative-assets.svg" <<SVG
$svg_open<title>Facets of a cut stone</title><defs><radialGradient id="g" cx=".7" cy=".3" r=".9"><stop offset="0" stop-color="#1f4068"/><stop offset="1" stop-color="#08131f"/></radialGradient></defs><rect width="640" height="400" fill="url(#g)"/><g transform="translate(320 205)" stroke="#c9a86a" stroke-linejoin="round"><path d="M-150 -60 L-90 -130 L90 -130 L150 -60 L0 140 Z" fill="#c9a86a" fill-opacity=".1" stroke-width="3"/><path d="M-150 -60 H150 M-90 -130 L-40 -60 L0 140 L40 -60 L90 -130 M-40 -60 L0 -130 L40 -60" fill="none" stroke-width="2" stroke-opacity=".7"/></g><circle cx="110" cy="90" r="3" fill="#e3cc9b"/><circle cx="540" cy="320" r="4" fill="#e3cc9b" fill-opacity=".6"/><circle cx="520" cy="80" r="2" fill="#e3cc9b"/></svg>
SVG
cat > "$inline/capital-raising.svg" <<SVG
$svg_open<title>Arches of a growing building</title><defs><linearGradient id="c" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#08131f"/><stop offset="1" stop-color="#14304d"/></linearGradient></defs><rect width="640" height="400" fill="url(#c)"/><g fill="none" stroke="#c9a86a" stroke-width="3"><path d="M120 340 V230 a50 50 0 0 1 100 0 V340"/><path d="M270 340 V190 a50 50 0 0 1 100 0 V340"/><path d="M420 340 V140 a50 50 0 0 1 100 0 V340"/></g><path d="M80 340 H560" stroke="#e3cc9b" stroke-width="2"/><path d="M470 110 V60 M450 80 L470 60 L490 80" fill="none" stroke="#e3cc9b" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>
SVG

ls -l "$out" "$inline"
