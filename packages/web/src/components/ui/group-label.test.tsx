import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { GroupLabel } from './group-label';

describe('GroupLabel', () => {
  it('names a group through its id', () => {
    renderUi(
      <>
        <GroupLabel id="type-label">Type</GroupLabel>
        <div role="radiogroup" aria-labelledby="type-label" />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
    expect(screen.queryByTestId('required-indicator')).toBeNull();
  });

  it('shows an asterisk when required, left out of the accessible name', () => {
    renderUi(
      <>
        <GroupLabel id="file-label" required>
          Document
        </GroupLabel>
        <fieldset aria-labelledby="file-label" />
      </>,
    );
    expect(screen.getByTestId('required-indicator')).toHaveTextContent('*');
    expect(screen.getByTestId('required-indicator')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('group', { name: 'Document' })).toBeInTheDocument();
  });
});
