import { siteConfig } from '../../content/site-config';

/**
 * The firm's mark: an arch (Valletta's stone gateways) over two lines of water (the Thames),
 * drawn for this site, beside the brand name set in the display face.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <rect
        x="1"
        y="1"
        width="46"
        height="46"
        rx="10"
        fill="var(--color-navy-900)"
        stroke="var(--color-gold-400)"
        strokeOpacity="0.45"
      />
      <path
        d="M13 33V22a11 11 0 0 1 22 0v11"
        fill="none"
        stroke="var(--color-gold-400)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M10 36.5c3.5-2 6.5 2 10 0s6.5 2 10 0 6.5 2 8 0.6"
        fill="none"
        stroke="var(--color-ivory-50)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M10 41c3.5-2 6.5 2 10 0s6.5 2 10 0 6.5 2 8 0.6"
        fill="none"
        stroke="var(--color-ivory-50)"
        strokeOpacity="0.55"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo-name">{siteConfig.brandName}</span>
    </span>
  );
}
