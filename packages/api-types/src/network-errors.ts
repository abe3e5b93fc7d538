/**
 * Failures where no answer of the bank arrived (or none that could be read): the request may or may not have
 * reached it. Each says so in words the user can act on; the portal puts them in the reader's language once
 * (localizeNetworkErrors), since the bank cannot word an answer it never sent.
 */
export const NETWORK_ERROR_TEXTS = {
  timeout: 'The bank did not answer in time. Check your connection and try again.',
  unreachable: 'We could not reach the bank. Check your connection and try again.',
  unreadable: 'The bank’s answer could not be read. Try again.',
};

export type NetworkFailureKind = keyof typeof NETWORK_ERROR_TEXTS;

const texts: Record<NetworkFailureKind, string> = { ...NETWORK_ERROR_TEXTS };

/** Replaces the texts of network failures (the portal calls it when the language changes). */
export function localizeNetworkErrors(localized: Record<NetworkFailureKind, string>): void {
  Object.assign(texts, localized);
}

/** No answer in time, the connection failed, or the answer was not the JSON the contract promises. */
export class NetworkError extends Error {
  readonly kind: NetworkFailureKind;
  constructor(kind: NetworkFailureKind, options?: { cause?: unknown }) {
    super(texts[kind], options);
    this.name = 'NetworkError';
    this.kind = kind;
  }
  /** Read at display time, so a failure kept in a query's state follows a language change. */
  override get message(): string {
    return texts[this.kind];
  }
  override set message(_ignored: string) {}
}

/**
 * Whether trying again may give another outcome: no answer arrived, the bank was busy or failing (429, 5xx
 * but 501), or its answer was unreadable. A 4xx answer is the bank's decision and stays one.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return false;
  return status === 429 || status === 408 || (status >= 500 && status !== 501);
}
