/**
 * The colours a page paints, read in the page: by Playwright (`locator.evaluate(paintedColours)`)
 * and by the cross-engine visitor, whose script bundles it. It stands alone, with nothing from
 * outside its body, so that it can be sent to a page as it is.
 */

/** Relative luminances (WCAG 2.2), from 0 for black to 1 for white. */
export interface PaintedColours {
  /** What shows behind the element's text: its background over its ancestors'. */
  background: number;
  /**
   * What shows around it, where its focus ring is drawn, just outside its box: whatever the page
   * paints there, under or over it. A gradient counts as the one of its colours that least stands
   * apart from the outline, and a picture as nothing (the site's are all behind a plain colour).
   */
  around: number;
  text: number;
  /** Its outline's colour, or null when it has none. */
  outline: number | null;
  /** What `around` and `outline` were read from, as text, for a failing check to show. */
  readFrom: string;
}

export function paintedColours(element: Element): PaintedColours {
  const rgba = (colour: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a: colour.startsWith('rgba') || colour.includes('/') ? a : 1 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const linear = (value: number) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  type Colour = ReturnType<typeof rgba>;
  // Layers laid over one another from the bottom, on the canvas (white) below all.
  const composite = (layers: Colour[]) =>
    layers.reduceRight(
      (below, layer) => ({
        r: layer.r * layer.a + below.r * (1 - layer.a),
        g: layer.g * layer.a + below.g * (1 - layer.a),
        b: layer.b * layer.a + below.b * (1 - layer.a),
        a: 1,
      }),
      { r: 255, g: 255, b: 255, a: 1 },
    );
  const style = getComputedStyle(element);
  const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const outline = outlined ? luminance(rgba(style.outlineColor)) : null;
  const standing = (colour: Colour) =>
    outline === null ? 0 : Math.abs(Math.log((luminance(colour) + 0.05) / (outline + 0.05)));

  // Behind the text: each background from the element up, to the first opaque one.
  const behind: Colour[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) {
    const layer = rgba(getComputedStyle(at).backgroundColor);
    if (layer.a > 0) behind.push(layer);
    if (layer.a >= 1) break;
  }

  // Around: just left of the box, past where a 3 px ring 3 px out is drawn (right of it at the
  // window's edge), everything painted there from the top down to the first opaque layer.
  const box = element.getBoundingClientRect();
  const x = box.left >= 8 ? box.left - 4 : box.right + 4;
  const y = box.top + box.height / 2;
  const around: Colour[] = [];
  const layers: string[] = [];
  for (const at of document.elementsFromPoint(x, y)) {
    const painted = getComputedStyle(at);
    const name = `${at.tagName.toLowerCase()}.${at.classList[0] ?? ''}`;
    const stops = (painted.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [])
      .map(rgba)
      .filter((stop) => stop.a >= 0.5);
    if (stops.length > 0) {
      const least = stops.reduce((one, stop) => (standing(stop) < standing(one) ? stop : one));
      around.push(least);
      layers.push(`${name} gradient, taken as rgb(${least.r} ${least.g} ${least.b})`);
      break;
    }
    layers.push(`${name} ${painted.backgroundColor}`);
    const layer = rgba(painted.backgroundColor);
    if (layer.a > 0) around.push(layer);
    if (layer.a >= 1) break;
  }

  return {
    background: luminance(composite(behind)),
    around: luminance(composite(around)),
    text: luminance(rgba(style.color)),
    outline,
    readFrom: `outline ${style.outlineColor}; around (${x}, ${y}), scrolled ${scrollY} px: ${layers.join(' / ')}`,
  };
}

/** Under it a background reads as dark: the light scheme's ivory is 0.95, the dark one's navy 0.01. */
export const DARK_LUMINANCE = 0.05;

/** The WCAG contrast ratio of two relative luminances, from 1 to 21. */
export function contrastRatio(one: number, other: number): number {
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}
