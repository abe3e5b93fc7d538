import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredModule } from '../../lib/deferred-module';
import { useConnectionStore } from '../../stores/connection-store';
import { renderUi } from '../../testing/render';
import { DeferredPart } from './deferred-part';

const offline = new TypeError(
  'Failed to fetch dynamically imported module: /assets/payments-in-progress-x1y2.js',
);

function Part({ name }: { name: string }) {
  return <p>{`Payments of ${name}`}</p>;
}

/** A part's code that fails to load until `reachable` says otherwise. */
function partCode(reachable: { now: boolean }) {
  return deferredModule(async () => {
    if (!reachable.now) throw offline;
    return { Part };
  });
}

afterEach(() => {
  act(() => useConnectionStore.getState().setBrowserOnline(true));
});

describe('DeferredPart', () => {
  it('shows the part once its code is in, and the fallback before', async () => {
    renderUi(
      <DeferredPart code={partCode({ now: true })} failureTitle="x" fallback={<p>Loading part</p>}>
        {(module) => <module.Part name="Northwind" />}
      </DeferredPart>,
    );
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    expect(await screen.findByText('Payments of Northwind')).toBeInTheDocument();
    expect(screen.queryByText('Loading part')).not.toBeInTheDocument();
  });

  it('says in its place that it could not be loaded and why, and loads on "Try again"', async () => {
    const reachable = { now: false };
    const { user } = renderUi(
      <div>
        <h1>Dashboard</h1>
        <DeferredPart code={partCode(reachable)} failureTitle="The payments could not be loaded.">
          {(module) => <module.Part name="Northwind" />}
        </DeferredPart>
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payments could not be loaded.');
    expect(alert).toHaveTextContent(/Loading chunk payments-in-progress-x1y2 failed/);
    // The screen around it stays.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    reachable.now = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payments of Northwind')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads again by itself when the browser is back online', async () => {
    const reachable = { now: false };
    act(() => useConnectionStore.getState().setBrowserOnline(false));
    renderUi(
      <DeferredPart code={partCode(reachable)} failureTitle="The payments could not be loaded.">
        {(module) => <module.Part name="Northwind" />}
      </DeferredPart>,
    );
    await screen.findByRole('alert');
    reachable.now = true;
    act(() => useConnectionStore.getState().setBrowserOnline(true));
    expect(await screen.findByText('Payments of Northwind')).toBeInTheDocument();
  });
});
