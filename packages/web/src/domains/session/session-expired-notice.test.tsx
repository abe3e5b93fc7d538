import { SESSION_EXPIRED_TEXT } from '@portal/api-types';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredToastContainer } from '../../components/ui/deferred-toast-container';
import { showSessionExpired } from './session-expired-notice';

describe('the session-expired notice', () => {
  it('shows the text once, however many ways the session was found expired', async () => {
    render(<DeferredToastContainer />);
    // The session check at start and a request whose refresh failed, one after the other.
    act(() => {
      showSessionExpired();
      showSessionExpired();
    });
    expect(await screen.findByText(SESSION_EXPIRED_TEXT)).toBeInTheDocument();
    expect(screen.getAllByText(SESSION_EXPIRED_TEXT)).toHaveLength(1);
  });
});
