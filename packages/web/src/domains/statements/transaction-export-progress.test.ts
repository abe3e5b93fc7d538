import { describe, expect, it } from 'vitest';
import { exportSteps } from './transaction-export-progress';
import { transactionExportStatusLabel } from './transaction-export-status';
import { exportPollInterval, isExportSettled } from './transaction-exports';

const statuses = (status: Parameters<typeof exportSteps>[0]) =>
  exportSteps(status).map((step) => step.status);

describe('an export’s progress', () => {
  it('rule STM-07: steps Requested → Preparing → Ready as the bank moves it on', () => {
    expect(exportSteps('requested').map((step) => step.label)).toEqual(['Requested', 'Preparing', 'Ready']);
    expect(statuses('requested')).toEqual(['processing', 'default', 'default']);
    expect(statuses('processing')).toEqual(['success', 'processing', 'default']);
    expect(statuses('ready')).toEqual(['success', 'success', 'success']);
    expect(statuses('failed')).toEqual(['success', 'failed', 'default']);
  });

  it('rule STM-07: badges say requested, preparing, ready and failed', () => {
    expect(
      (['requested', 'processing', 'ready', 'failed'] as const).map(transactionExportStatusLabel),
    ).toEqual(['requested', 'preparing', 'ready', 'failed']);
  });

  it('rule STM-07: is asked about every 1.5 s until it is ready or failed, then no more', () => {
    expect(exportPollInterval(undefined)).toBe(1_500);
    expect(exportPollInterval({ status: 'requested' })).toBe(1_500);
    expect(exportPollInterval({ status: 'processing' })).toBe(1_500);
    expect(exportPollInterval({ status: 'ready' })).toBe(false);
    expect(exportPollInterval({ status: 'failed' })).toBe(false);
    expect(isExportSettled('processing')).toBe(false);
  });
});
