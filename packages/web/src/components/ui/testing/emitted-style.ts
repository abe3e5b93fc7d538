/**
 * The CSS Chakra (Emotion) emitted for an element, as declared: jsdom's getComputedStyle drops values that use
 * CSS variables (`background: var(--chakra-colors-…)`), so this reads the matching rules of the page's style
 * sheets. A light cascade: rules in `@layer` blocks first (none since the theme turned Chakra's layers off), then
 * unlayered rules, which win as in a browser; within each, later rules win. @media and other conditional rules are
 * skipped (jsdom evaluates none). Tests only.
 */
export function emittedStyle(element: Element): Map<string, string> {
  const layered: CSSStyleRule[] = [];
  const unlayered: CSSStyleRule[] = [];
  const collect = (rules: CSSRuleList, inLayer: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        if (rule.selectorText.includes('.css-') && matches(element, rule.selectorText))
          (inLayer ? layered : unlayered).push(rule);
      } else if (rule.constructor.name === 'CSSLayerBlockRule' && 'cssRules' in rule) {
        collect(rule.cssRules as CSSRuleList, true);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules, false);
  const declared = new Map<string, string>();
  for (const rule of [...layered, ...unlayered]) {
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
