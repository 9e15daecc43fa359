import { fireEvent, render, screen } from '@testing-library/react';
import type { DisplayPost } from './display-post';
import { NewsCard } from './news-card';

const post: DisplayPost = {
  id: 'ft-0',
  title: 'Bank of England holds rates as gilt yields fall',
  excerpt: 'The Monetary Policy Committee voted to keep Bank Rate unchanged.',
  author: 'Financial Times',
  date: 'November 21, 2026',
  dateTime: '2026-11-21T14:05:00.000Z',
  category: 'Financial Times',
  readTime: '3 min read',
  link: 'https://www.ft.com/content/boe-rates',
  image: 'https://images.ft.com/boe.jpg',
  isExternal: true,
};

describe('the image placeholder tells screen readers what happened', () => {
  it('for an item that came without an image', () => {
    render(<NewsCard post={{ ...post, image: '' }} />);
    const placeholder = screen.getByTestId('news-image-placeholder');
    expect(placeholder).toHaveTextContent('No image for this article');
    expect(placeholder).not.toHaveTextContent('Failed to load image');
  });

  it('for an image that failed to load', () => {
    const { container } = render(<NewsCard post={post} />);
    expect(screen.queryByTestId('news-image-placeholder')).toBeNull();
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('news-image-placeholder')).toHaveTextContent('Failed to load image');
  });
});
