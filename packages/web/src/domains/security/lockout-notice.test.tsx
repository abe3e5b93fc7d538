import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { LockoutNotice } from './lockout-notice';

describe('LockoutNotice', () => {
  it('shows the server text and the wait while it lasts', () => {
    renderUi(<LockoutNotice text="Too many attempts." secondsLeft={125} again="sign-in" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts.');
    expect(alert).toHaveTextContent('You can try again in 2m 05s.');
    expect(screen.getByRole('timer')).toHaveTextContent('2m 05s');
    expect(screen.queryByText(/again now/)).toBeNull();
  });

  it('invites to try again once the wait has passed', () => {
    renderUi(<LockoutNotice text="Too many attempts." secondsLeft={0} again="change-password" />);
    expect(screen.getByText('You can try to change your password again now.')).toBeInTheDocument();
    expect(screen.queryByText('Too many attempts.')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows nothing after the wait without an invitation', () => {
    const { container } = renderUi(<LockoutNotice text="Too many attempts." secondsLeft={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
