import { siteConfig } from '../../content/site-config';

/** A typographic wordmark for the newspaper, set by us (not the publisher's trademark artwork). */
export function PublisherWordmark() {
  return (
    <p className="publisher-wordmark">
      <span className="publisher-wordmark-short" aria-hidden="true">
        {siteConfig.publisherShortName}
      </span>
      <span className="publisher-wordmark-name">{siteConfig.publisherName}</span>
    </p>
  );
}
