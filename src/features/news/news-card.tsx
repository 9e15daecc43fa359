import {
  ImageWithFallback,
  type MissingImageReason,
} from '../../components/ui/image-with-fallback';
import { ExternalLinkIcon } from '../../components/ui/icons';
import { newsCopy } from '../../content/home';
import type { DisplayPost } from './display-post';

function ImagePlaceholder({
  publisherName,
  reason,
}: {
  publisherName: string;
  reason: MissingImageReason;
}) {
  return (
    <div className="news-card-placeholder" data-testid="news-image-placeholder">
      <span aria-hidden="true">{publisherName}</span>
      <span className="visually-hidden">{newsCopy.imagePlaceholder[reason]}</span>
    </div>
  );
}

export function NewsCard({ post }: { post: DisplayPost }) {
  const titleId = `${post.id}-title`;
  return (
    <article className="news-card" aria-labelledby={titleId}>
      <div className="news-card-media">
        <ImageWithFallback
          src={post.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          // A CORS request: the worker then sees the image's real status and keeps only a 200.
          crossOrigin="anonymous"
          referrerPolicy="no-referrer"
          fallback={(reason) => <ImagePlaceholder publisherName={post.author} reason={reason} />}
        />
        <span className="news-card-badge">{post.category}</span>
      </div>
      <div className="news-card-body">
        <p className="news-card-meta">
          <time dateTime={post.dateTime}>{post.date}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.author}</span>
        </p>
        <h3 id={titleId} className="news-card-title">
          {post.title}
        </h3>
        <p className="news-card-excerpt">{post.excerpt}</p>
        <div className="news-card-footer">
          <span className="news-card-read-time">{post.readTime}</span>
          <a
            href={post.link}
            target="_blank"
            rel="noopener noreferrer"
            className="news-card-link"
            aria-describedby={titleId}
          >
            {newsCopy.readOn}
            <ExternalLinkIcon width={16} height={16} />
            <span className="visually-hidden"> {newsCopy.newTabHint}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
