import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckIcon, IconSvg } from './icons';

describe('IconSvg', () => {
  it('draws a decorative 1em outline in the text colour, hidden from assistive technology', () => {
    const { container } = render(
      <IconSvg>
        <path d="M5 12h14" />
      </IconSvg>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('height', '1em');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M5 12h14');
  });

  it('takes another size, and an icon passes its props on', () => {
    const { container } = render(
      <>
        <IconSvg width="1.25em" height="1.25em">
          <path d="M5 12h14" />
        </IconSvg>
        <CheckIcon className="done" />
      </>,
    );
    const [sized, check] = container.querySelectorAll('svg');
    expect(sized).toHaveAttribute('width', '1.25em');
    expect(check).toHaveAttribute('data-icon', 'check');
    expect(check).toHaveClass('done');
    expect(check).toHaveAttribute('aria-hidden', 'true');
  });
});
