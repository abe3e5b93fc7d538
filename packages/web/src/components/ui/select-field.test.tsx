import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { SelectField } from './select-field';
import { resultsAvailable } from './select-texts';

const options = [
  { label: 'Pound sterling', value: 'GBP' },
  { label: 'Euro', value: 'EUR' },
  { label: 'Yen', value: 'JPY', disabled: true },
];

function Controlled(props: {
  required?: boolean;
  onSubmit?: () => void;
  error?: boolean;
  errorMessage?: string;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit?.();
      }}
    >
      <SelectField
        label="Currency"
        name="currency"
        options={options}
        value={value}
        onChange={setValue}
        required={props.required}
        error={props.error}
        errorMessage={props.errorMessage}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

function ServerSearch({
  onSearch,
  onChange = () => {},
  answered = true,
}: {
  onSearch: (text: string) => void;
  onChange?: (value: string | null) => void;
  /** false: the server has not answered for the typed text yet (the options are the previous answer). */
  answered?: boolean;
}) {
  const [text, setText] = useState('');
  // The server matches 'wolf' on a legal name the label does not show.
  const matches = answered && text === 'wolf' ? [{ label: 'Lupus Trading', value: 'rcp_lupus' }] : options;
  return (
    <SelectField
      label="Recipient"
      options={matches}
      value="rcp_far"
      selectedOption={{ label: 'Zephyr Ltd', value: 'rcp_far' }}
      onChange={onChange}
      searchedFor={answered ? text : ''}
      onSearchChange={(t) => {
        onSearch(t);
        setText(t);
      }}
    />
  );
}

describe('SelectField', () => {
  it("shows 'Select...' as the default placeholder", () => {
    renderUi(<Controlled />);
    expect(screen.getByText('Select...')).toBeInTheDocument();
  });

  it('selects an option and reports its value', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <SelectField label="Currency" options={options} value={null} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(screen.getByText('Euro'));
    expect(onChange).toHaveBeenCalledWith('EUR');
  });

  it("shows 'No options' when the filter matches nothing", async () => {
    const { user } = renderUi(<Controlled />);
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'zzz');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it("shows 'Loading...' while loading", async () => {
    const { user } = renderUi(
      <SelectField label="Country" options={[]} value={null} onChange={() => {}} loading />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("announces '{n} result(s) available'", async () => {
    expect(resultsAvailable(3)).toBe('3 result(s) available');
    const { user } = renderUi(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect(await screen.findByText(/3 result\(s\) available/)).toBeInTheDocument();
  });

  it('blocks submission when required and empty, and lets it through once chosen', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<Controlled required onSubmit={onSubmit} />);
    // A real submit attempt: the browser's constraint validation stops it while nothing is chosen.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: /Currency/ }));
    await user.click(screen.getByText('Euro'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the error only when the flag is on and a message is given', () => {
    const { rerender } = renderUi(<Controlled error errorMessage="Choose a currency" />);
    expect(screen.getByText('Choose a currency')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
      /^Choose a currency/,
    );
    rerender(<Controlled error={false} errorMessage="Choose a currency" />);
    expect(screen.queryByText('Choose a currency')).not.toBeInTheDocument();
    rerender(<Controlled error />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('does not select disabled options', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <SelectField label="Currency" options={options} value={null} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(screen.getByText('Yen'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is at least 46px tall, 44px when small, and its menu scrolls beyond 220px', async () => {
    const { user, container } = renderUi(
      <>
        <SelectField label="Currency" options={options} value={null} onChange={() => {}} />
        <SelectField label="Small" size="small" options={options} value={null} onChange={() => {}} />
      </>,
    );
    const controls = container.querySelectorAll<HTMLElement>('[class*="-control"]');
    expect(controls).toHaveLength(2);
    expect(getComputedStyle(controls[0] as HTMLElement).minHeight).toBe('46px');
    expect(getComputedStyle(controls[1] as HTMLElement).minHeight).toBe('44px');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    const menuList = screen.getByRole('listbox');
    expect(getComputedStyle(menuList).maxHeight).toBe('220px');
    expect(getComputedStyle(menuList).overflowY).toBe('auto');
  });

  it('searches on the server: reports the typed text and shows the given matches unfiltered', async () => {
    const searches: string[] = [];
    const { user } = renderUi(<ServerSearch onSearch={(text) => searches.push(text)} />);
    expect(screen.getByText('Zephyr Ltd')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Recipient' }), 'wolf');
    expect(searches.at(-1)).toBe('wolf');
    expect(screen.getByRole('option', { name: 'Lupus Trading' })).toBeInTheDocument();
  });

  it('until the server answers for the typed text, filters the previous answer so Enter picks a match', async () => {
    const chosen: (string | null)[] = [];
    const { user } = renderUi(
      <ServerSearch onSearch={() => {}} answered={false} onChange={(value) => chosen.push(value)} />,
    );
    const input = screen.getByRole('combobox', { name: 'Recipient' });
    await user.type(input, 'Eur');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Euro']);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['EUR']);
  });
});

describe('SelectField before react-select has loaded', () => {
  afterEach(() => {
    vi.doUnmock('./select-control');
  });

  /**
   * A fresh copy of the field's module: its react-select chunk not loaded yet, as on a screen's first paint.
   * `chunk` stands in for the download: the control arrives when it resolves (a rejection is a failed load).
   */
  async function freshField(chunk?: () => Promise<void>) {
    vi.resetModules();
    if (chunk)
      vi.doMock('./select-control', async () => {
        await chunk();
        return vi.importActual('./select-control');
      });
    const fresh = await import('./select-field');
    const { renderUi: renderFresh } = await import('../../testing/render');
    return { fresh, renderFresh };
  }

  /** A download that finishes when the test says so. */
  function slowChunk() {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    return { chunk: () => arrived, arrive };
  }

  it('shows its box with the chosen value as the labelled combobox, and loads nothing until reached', async () => {
    const { fresh, renderFresh } = await freshField();
    renderFresh(
      <fresh.SelectField label="Base currency" options={options} value="EUR" onChange={() => {}} />,
    );
    const box = screen.getByRole('combobox', { name: 'Base currency' });
    expect(box).toHaveAttribute('data-testid', 'select-placeholder');
    expect(box).toHaveTextContent('Euro');
    expect(box).toHaveStyle({ minHeight: '46px' });
    // Longer than an idle load would wait where the browser has no idle callback (lib/deferred-module.ts).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fresh.selectControlModule.loaded()).toBeNull();
    expect(screen.getByTestId('select-placeholder')).toBeInTheDocument();
  });

  it('loads the control when the pointer reaches the box, and puts it in its place', async () => {
    const { fresh, renderFresh } = await freshField();
    const { user } = renderFresh(
      <fresh.SelectField label="Base currency" options={options} value="EUR" onChange={() => {}} />,
    );
    await user.hover(screen.getByRole('combobox', { name: 'Base currency' }));
    await waitFor(() => expect(screen.queryByTestId('select-placeholder')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Base currency' })).toBeInTheDocument();
    expect(screen.getByText('Euro')).toBeInTheDocument();
    // Hovering is not choosing: the menu stays closed and focus where it was.
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Base currency' })).not.toHaveFocus();
  });

  it('opens the menu a click asked for once the control is there, with focus in it', async () => {
    const download = slowChunk();
    const { fresh, renderFresh } = await freshField(download.chunk);
    const chosen: (string | null)[] = [];
    const { user } = renderFresh(
      <fresh.SelectField label="Currency" options={options} value={null} onChange={(v) => chosen.push(v)} />,
    );
    expect(screen.getByTestId('select-placeholder')).toHaveTextContent('Select...');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect(screen.getByTestId('select-placeholder')).toHaveFocus();
    download.arrive();
    const shown = await screen.findAllByRole('option');
    expect(shown.map((o) => o.textContent)).toEqual(['Pound sterling', 'Euro', 'Yen']);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'Euro' }));
    expect(chosen).toEqual(['EUR']);
  });

  it('opens the menu a press asked for, even when the control arrives before the button is released', async () => {
    const download = slowChunk();
    const { fresh, renderFresh } = await freshField(download.chunk);
    const { user } = renderFresh(
      <fresh.SelectField label="Currency" options={options} value={null} onChange={() => {}} />,
    );
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('combobox', { name: 'Currency' }) });
    download.arrive();
    await waitFor(() => expect(screen.queryByTestId('select-placeholder')).toBeNull());
    await user.pointer({ keys: '[/MouseLeft]' });
    const shown = await screen.findAllByRole('option');
    expect(shown.map((o) => o.textContent)).toEqual(['Pound sterling', 'Euro', 'Yen']);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveFocus();
  });

  it('keeps what was typed on the focused box: the control opens searching for it', async () => {
    const download = slowChunk();
    const { fresh, renderFresh } = await freshField(download.chunk);
    const searched: string[] = [];
    const chosen: (string | null)[] = [];
    const { user } = renderFresh(
      <fresh.SelectField
        label="Currency"
        options={options}
        value={null}
        onChange={(v) => chosen.push(v)}
        onSearchChange={(text) => searched.push(text)}
      />,
    );
    await user.tab();
    expect(screen.getByTestId('select-placeholder')).toHaveFocus();
    await user.keyboard('Eu');
    expect(searched).toEqual(['E', 'Eu']);
    download.arrive();
    await waitFor(() => expect(screen.queryByTestId('select-placeholder')).toBeNull());
    const input = screen.getByRole('combobox', { name: 'Currency' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Eu');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Euro']);
    // The match is the highlighted option, as when typing into the control itself.
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['EUR']);
  });

  it('keeps a space typed after text on the box, as the control does: "Pound s" finds Pound sterling', async () => {
    const download = slowChunk();
    const { fresh, renderFresh } = await freshField(download.chunk);
    const searched: string[] = [];
    const { user } = renderFresh(
      <fresh.SelectField
        label="Currency"
        options={options}
        value={null}
        onChange={() => {}}
        onSearchChange={(text) => searched.push(text)}
      />,
    );
    await user.tab();
    await user.keyboard('Pound s');
    expect(searched.at(-1)).toBe('Pound s');
    download.arrive();
    await waitFor(() => expect(screen.queryByTestId('select-placeholder')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('Pound s');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pound sterling']);
  });

  it('says so when the control cannot load, and asks again when the box is next reached', async () => {
    let attempts = 0;
    const { fresh, renderFresh } = await freshField(async () => {
      attempts += 1;
      if (attempts === 1)
        throw new Error(
          'Failed to fetch dynamically imported module: https://bank.test/assets/select-control-C1j.js',
        );
    });
    const toast = await import('../../lib/toast');
    const errors = vi.spyOn(toast, 'toastError').mockReturnValue('toast-1');
    const { user } = renderFresh(
      <fresh.SelectField label="Currency" options={options} value={null} onChange={() => {}} />,
    );
    const box = screen.getByRole('combobox', { name: 'Currency' });
    await user.hover(box);
    // The text is lib/deferred-load-failure's (its own test).
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('select-placeholder')).toBeInTheDocument();
    await user.unhover(box);
    await user.hover(box);
    await waitFor(() => expect(screen.queryByTestId('select-placeholder')).toBeNull());
    expect(attempts).toBe(2);
  });

  it('as a required box with no value, blocks a native submit', async () => {
    const { fresh, renderFresh } = await freshField();
    const onSubmit = vi.fn();
    const { user } = renderFresh(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <fresh.SelectField
          label="Currency"
          name="currency"
          options={options}
          value={null}
          onChange={() => {}}
          required
        />
        <button type="submit">Submit</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId('select-placeholder')).toBeInTheDocument();
  });
});
