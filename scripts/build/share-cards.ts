/**
 * Each page's share card: the image a link preview shows, 1200 x 630, made at build from the
 * page's own title with the firm's mark, colours and typefaces, and the line "Capital at risk".
 * satori lays it out as SVG, with the site's fonts; resvg draws that as a PNG.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { PALETTE } from '../../src/lib/palette.ts';
import { SHARE_CARD_SIZE } from '../../src/lib/share-cards.ts';

/** The brand's colours: navy ground, gold, ivory text. */
const NAVY = PALETTE['navy-900'];
const NAVY_DEEP = PALETTE['navy-950'];
const GOLD = PALETTE['gold-400'];
const IVORY = PALETTE['ivory-100'];

const require = createRequire(import.meta.url);
/** The site's typefaces, as satori reads them (WOFF, not WOFF2). */
const font = (file: string) => readFileSync(require.resolve(file));
const FONTS = [
  {
    name: 'Cormorant Garamond',
    data: font('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff'),
    weight: 600 as const,
    style: 'normal' as const,
  },
  {
    name: 'Inter',
    data: font('@fontsource/inter/files/inter-latin-400-normal.woff'),
    weight: 400 as const,
    style: 'normal' as const,
  },
  {
    name: 'Inter',
    data: font('@fontsource/inter/files/inter-latin-600-normal.woff'),
    weight: 600 as const,
    style: 'normal' as const,
  },
];

interface Node {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: (Node | string)[] | Node | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const box = (style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

export interface ShareCard {
  /** The page's title, without the brand. */
  title: string;
  brandName: string;
  /** The logo mark, as SVG (public/icons/icon.svg). */
  markSvg: string;
  riskLine: string;
}

/** The card of one page, as a PNG. */
export async function shareCardPng({
  title,
  brandName,
  markSvg,
  riskLine,
}: ShareCard): Promise<Buffer> {
  const mark: Node = {
    type: 'img',
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`,
      width: 96,
      height: 96,
    },
  };
  const card = box(
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundImage: `linear-gradient(135deg, ${NAVY} 0%, ${NAVY_DEEP} 100%)`,
      color: IVORY,
      fontFamily: 'Inter',
    },
    box(
      { alignItems: 'center', gap: 28 },
      mark,
      box(
        { fontFamily: 'Cormorant Garamond', fontSize: 44, fontWeight: 600, color: IVORY },
        brandName,
      ),
    ),
    box(
      { flexDirection: 'column', gap: 28 },
      box({ width: 120, height: 4, backgroundColor: GOLD }),
      box(
        {
          fontFamily: 'Cormorant Garamond',
          fontSize: 84,
          fontWeight: 600,
          lineHeight: 1.05,
          maxWidth: 1000,
          // Two lines of like length, not a last line of one or two words ("& London").
          textWrap: 'balance',
        },
        title,
      ),
    ),
    box({ fontSize: 26, fontWeight: 600, color: GOLD, letterSpacing: 1 }, riskLine),
  );
  const svg = await satori(card as never, { ...SHARE_CARD_SIZE, fonts: FONTS });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD_SIZE.width } })
    .render()
    .asPng();
}
