import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm } from './use-form';

type Values = { country: string; currency: string };

describe('useForm', () => {
  it("drops a field's error when the form itself sets its value, and only that field's", () => {
    const { result } = renderHook(() => useForm<Values>({ defaultValues: { country: '', currency: '' } }));
    act(() => {
      result.current.setError('country', { message: 'Choose a country.' });
      result.current.setError('currency', { message: 'Choose a currency.' });
    });
    expect(result.current.getFieldState('currency').error?.message).toBe('Choose a currency.');
    act(() => result.current.setValue('currency', 'GBP'));
    expect(result.current.getFieldState('currency').error).toBeUndefined();
    expect(result.current.getFieldState('country').error?.message).toBe('Choose a country.');
  });

  it('keeps an error that was set without a change of value', () => {
    const { result } = renderHook(() => useForm<Values>({ defaultValues: { country: 'GB', currency: '' } }));
    act(() => result.current.setError('country', { type: 'server', message: 'Not served.' }));
    expect(result.current.getFieldState('country').error?.message).toBe('Not served.');
  });
});
