import { useFlagUrl } from './use-flag-url';

// Set through the DOM's style object (as React does), which the CSP's style-src allows, unlike style attributes in markup.
const FRAME = { flexShrink: 0, verticalAlign: 'middle', borderRadius: 2 } as const;

export interface FlagImageProps {
  /** Upper-case country code of the flag set ('GB', 'EU'); null draws the neutral flag. */
  country: string | null;
  /** The accessible name, unless decorative. */
  label: string;
  /** Width in px; the height follows the 3:2 ratio. */
  size: number;
  /** Hide from assistive technology when the code is already written next to the flag. */
  decorative: boolean;
}

/** A flag image of the app's own origin, or a neutral flag (while the set loads, or when it has none). */
export function FlagImage({ country, label, size, decorative }: FlagImageProps) {
  const url = useFlagUrl(country);
  const height = Math.round((size * 2) / 3);
  if (url)
    return (
      <img
        src={url}
        width={size}
        height={height}
        alt={decorative ? '' : label}
        aria-hidden={decorative || undefined}
        data-flag={country?.toLowerCase()}
        draggable={false}
        style={{ ...FRAME, boxShadow: '0 0 0 0.5px rgba(0, 0, 0, 0.2)' }}
      />
    );
  return (
    <svg
      width={size}
      height={height}
      viewBox="0 0 30 20"
      data-flag={url === null ? 'fallback' : 'loading'}
      focusable="false"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      style={FRAME}
    >
      <rect width="30" height="20" rx="2" fill="#E4E4E7" />
      {url === null ? <circle cx="15" cy="10" r="5" fill="none" stroke="#71717A" strokeWidth="1.5" /> : null}
    </svg>
  );
}
