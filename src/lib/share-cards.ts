/** A page's share card, which the build makes (scripts/build/share-cards.ts): its size... */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** ...and its address: '/fixed-income' -> '/og/fixed-income.png', '/' -> '/og/home.png'. */
export function shareCardFile(path: string): string {
  return `/og/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.png`;
}
