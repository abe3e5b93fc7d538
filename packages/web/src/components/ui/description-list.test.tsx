import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { DescriptionList, DescriptionRow } from './description-list';

describe('DescriptionList', () => {
  it('pairs each label (term) with its value (definition), in order, as text', () => {
    renderUi(
      <DescriptionList>
        <DescriptionRow label="Recipient">{'<b>Acme</b>'}</DescriptionRow>
        <DescriptionRow label="Amount">1,250.50 GBP</DescriptionRow>
      </DescriptionList>,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Recipient', 'Amount']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '<b>Acme</b>',
      '1,250.50 GBP',
    ]);
    const list = screen.getAllByRole('term')[0]?.closest('dl');
    expect(list).not.toBeNull();
    expect(list?.querySelectorAll('dd')).toHaveLength(2);
  });
});
