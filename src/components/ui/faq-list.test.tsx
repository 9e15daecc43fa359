import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqList } from './faq-list';

const items = [
  { question: 'Is there a minimum?', answer: ['Each opportunity sets its own.'] },
  { question: 'How are you paid?', answer: ['Fees are disclosed before you commit.'] },
  { question: 'Can I exit early?', answer: ['Usually not.'] },
];

// jsdom has no exclusive <details name>: this proves the fallback keeps one answer open on its own.
it('keeps one answer open at a time, even where the browser does not', async () => {
  const user = userEvent.setup();
  const { container } = render(<FaqList items={items} />);
  const open = () => [...container.querySelectorAll('details')].filter((details) => details.open);

  await user.click(screen.getByText('Is there a minimum?'));
  expect(open().map((details) => details.textContent)).toEqual([
    expect.stringContaining('minimum'),
  ]);

  await user.click(screen.getByText('Can I exit early?'));
  expect(open().map((details) => details.textContent)).toEqual([
    expect.stringContaining('exit early'),
  ]);

  await user.click(screen.getByText('Can I exit early?'));
  expect(open()).toEqual([]);
});
