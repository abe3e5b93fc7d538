import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from '../../lib/use-form';
import { renderUi } from '../../testing/render';
import { TextArea } from './text-area';
import { TextInput } from './text-input';

function RegisteredForm({ onSubmit }: { onSubmit: (v: { name: string }) => void }) {
  const { register, handleSubmit } = useForm<{ name: string }>();
  return (
    <form onSubmit={handleSubmit((v) => onSubmit(v))}>
      <TextInput label="Name" {...register('name')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextInput', () => {
  it('labels the input and marks a required one with an asterisk', () => {
    renderUi(<TextInput label="Email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(screen.getByTestId('required-indicator')).toHaveTextContent('*');
  });

  it('has no asterisk when not required', () => {
    renderUi(<TextInput label="Nickname" />);
    expect(screen.queryByTestId('required-indicator')).not.toBeInTheDocument();
  });

  it('shows the error under the field, linked by aria-describedby', () => {
    renderUi(<TextInput label="Email" error="Email is required" extraInfo="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
  });

  it('shows extra info as the description when valid', () => {
    renderUi(<TextInput label="Reference" extraInfo="Up to 18 characters" />);
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAccessibleDescription(
      'Up to 18 characters',
    );
  });

  it('renders leading and trailing adornments', () => {
    renderUi(<TextInput label="Amount" leading={<span>GBP</span>} trailing={<span>max</span>} />);
    expect(screen.getByText('GBP')).toBeInTheDocument();
    expect(screen.getByText('max')).toBeInTheDocument();
  });

  it('toggles password visibility with an accessible button', async () => {
    const { user } = renderUi(<TextInput label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<RegisteredForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' });
  });
});

describe('TextArea', () => {
  it('is a labelled 205px textarea with its error', () => {
    renderUi(<TextArea label="Notes" error="Too long" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Too long');
    expect(getComputedStyle(area).height).toBe('205px');
  });
});
