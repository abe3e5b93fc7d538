/**
 * The CSS Chakra (Emotion) emitted for an element, as declared: jsdom's getComputedStyle drops values that use
 * CSS variables (`background: var(--chakra-colors-…)`), so this reads the matching rules of the page's style
 * sheets. A light cascade: Chakra writes plain rules (no cascade layers, theme/system.ts), so later rules win.
 * @media and other conditional rules are skipped (jsdom evaluates none). Tests only.
 */
export function emittedStyle(element: Element): Map<string, string> {
  const declared = new Map<string, string>();
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      if (!rule.selectorText.includes('.css-') || !matches(element, rule.selectorText)) continue;
      for (const property of Array.from(rule.style))
        declared.set(property, rule.style.getPropertyValue(property));
    }
  return declared;
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false; // selectors jsdom cannot parse (vendor pseudo-elements)
  }
}
