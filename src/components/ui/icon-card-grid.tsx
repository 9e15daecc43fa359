import type { TitledText } from '../../content/types';
import { CARD_ICONS } from './icons';
import { Reveal } from './reveal';

/** A row of cards, each with an icon, title and text, revealed one after another. */
export function IconCardGrid({ cards, columns }: { cards: readonly TitledText[]; columns: 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid-${columns}`} role="list">
      {cards.map((card, index) => {
        const Icon = CARD_ICONS[index % CARD_ICONS.length] ?? CARD_ICONS[0]!;
        return (
          <li key={card.title}>
            <Reveal className="card" delayMs={index * 120}>
              <span className="card-icon">
                <Icon />
              </span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </Reveal>
          </li>
        );
      })}
    </ul>
  );
}
