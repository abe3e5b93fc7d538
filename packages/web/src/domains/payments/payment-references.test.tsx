import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { formatPaymentReason, usePaymentReasonText } from './payment-references';

serveMockBank();

const REFERENCES = [
  { code: 'SUPP', label: 'Supplier payment' },
  { code: 'SALA', label: 'Salary payment' },
];

describe('formatPaymentReason', () => {
  it("names a reason by its label and code: 'Supplier payment (SUPP)'", () => {
    expect(formatPaymentReason('SUPP', REFERENCES)).toBe('Supplier payment (SUPP)');
  });
  it("shows the bare code while the labels load or for an unlisted code, and '--' for none", () => {
    expect(formatPaymentReason('SUPP', undefined)).toBe('SUPP');
    expect(formatPaymentReason('XXXX', REFERENCES)).toBe('XXXX');
    expect(formatPaymentReason(null, REFERENCES)).toBe('--');
  });
});

describe('usePaymentReasonText against the mock bank', () => {
  it("reads the bank's label of a code", async () => {
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePaymentReasonText('SUPP'), { wrapper });
    expect(result.current).toBe('SUPP');
    await waitFor(() => expect(result.current).toBe('Supplier payment (SUPP)'));
  });
});
