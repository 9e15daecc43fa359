import type { TextBlock } from '../../content/types';

/** Renders copy blocks: strings as paragraphs, `{ list }` as bulleted lists. */
export function TextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{block}</p>
    ) : (
      <ul key={index} className="bullet-list">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}
