#!/usr/bin/env bash
# Renders the app icons in public/icons from our logo mark (an arch over the Thames' waves):
# 96, 192 and 512 px, a 512 px maskable icon (mark inside the safe zone on a full-bleed ground) and
# the 180 px apple-touch-icon; and public/favicon.ico (16, 32 and 48 px), which crawlers ask for by
# that name. Outputs are committed. Needs rsvg-convert and icotool (Debian: librsvg2-bin icoutils).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/icons
mkdir -p "$out"
for tool in rsvg-convert icotool; do
  command -v "$tool" >/dev/null || { echo "make-icons: $tool missing (apt-get install -y librsvg2-bin icoutils)"; exit 1; }
done

mark='<path d="M13 33V22a11 11 0 0 1 22 0v11" fill="none" stroke="#c9a86a" stroke-width="3" stroke-linecap="round"/><path d="M10 36.5c3.5-2 6.5 2 10 0s6.5 2 10 0 6.5 2 8 .6" fill="none" stroke="#fbf9f5" stroke-width="2.2" stroke-linecap="round"/><path d="M10 41c3.5-2 6.5 2 10 0s6.5 2 10 0 6.5 2 8 .6" fill="none" stroke="#fbf9f5" stroke-opacity=".55" stroke-width="2.2" stroke-linecap="round"/>'

# Rounded tile, as on the site.
cat > "$out/icon.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect x="1" y="1" width="46" height="46" rx="10" fill="#0d1f33"/>$mark</svg>
SVG
# Full bleed, mark scaled into the central 70% so any mask shape keeps it whole.
cat > "$out/icon-full-bleed.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0d1f33"/><g transform="translate(7.2 6.2) scale(0.7)">$mark</g></svg>
SVG

rsvg-convert -w 96 -h 96 "$out/icon.svg" -o "$out/icon-96.png"
rsvg-convert -w 192 -h 192 "$out/icon.svg" -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 "$out/icon.svg" -o "$out/icon-512.png"
rsvg-convert -w 512 -h 512 "$out/icon-full-bleed.svg" -o "$out/icon-maskable-512.png"
rsvg-convert -w 180 -h 180 "$out/icon-full-bleed.svg" -o "$out/apple-touch-icon.png"
rm "$out/icon-full-bleed.svg"
ico=$(mktemp -d)
for size in 16 32 48; do rsvg-convert -w "$size" -h "$size" "$out/icon.svg" -o "$ico/$size.png"; done
icotool -c -o public/favicon.ico --raw="$ico/16.png" --raw="$ico/32.png" --raw="$ico/48.png"
rm -r "$ico"
ls -l "$out"
