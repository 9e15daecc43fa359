import { siteConfig } from '../content/site-config';

/** Address of a media file under the configured media base URL. */
export function mediaUrl(file: string): string {
  return `${siteConfig.mediaBaseUrl}/${file}`;
}
