import { currencyToFlagCode } from './flag-code';
import { FLAG_VIEWBOX, FLAGS } from './flags';

export interface CurrencyFlagProps {
  /** ISO 4217 code, e.g. 'GBP'. */
  currency: string;
  /** Width in px; the height follows the 3:2 ratio. */
  size?: number;
  /** Hide from assistive technology when the code is already written next to the flag. */
  decorative?: boolean;
}

/** A bundled flag for a currency (no network), with a neutral fallback; named by the currency code. */
export function CurrencyFlag({ currency, size = 24, decorative = false }: CurrencyFlagProps) {
  const code = currencyToFlagCode(currency);
  const draw = Object.hasOwn(FLAGS, code) ? FLAGS[code] : undefined;
  const name = currency.toUpperCase();
  return (
    <svg
      width={size}
      height={Math.round((size * 2) / 3)}
      viewBox={FLAG_VIEWBOX}
      data-flag={draw ? code : 'fallback'}
      focusable="false"
      style={{ borderRadius: 2, flexShrink: 0, verticalAlign: 'middle' }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {decorative ? null : <title>{name}</title>}
      {draw ? (
        draw()
      ) : (
        <>
          <rect width="30" height="20" rx="2" fill="#E4E4E7" />
          <circle cx="15" cy="10" r="5" fill="none" stroke="#71717A" strokeWidth="1.5" />
        </>
      )}
      <rect width="30" height="20" fill="none" stroke="rgba(0,0,0,0.15)" strokeWidth="0.5" />
    </svg>
  );
}
