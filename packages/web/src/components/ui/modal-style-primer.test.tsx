import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { Modal, modalDialogModule } from './modal';

const ruleCount = () => Array.from(document.styleSheets).reduce((n, sheet) => n + sheet.cssRules.length, 0);

/** How many panels (a dialog's content element) have been put into the page so far. */
function countPanelsDrawn(): () => number {
  let drawn = 0;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.addedNodes))
        if (node instanceof Element && node.querySelector('.chakra-dialog__content')) drawn += 1;
  }).observe(document.body, { childList: true, subtree: true });
  return () => drawn;
}

// A file of its own: the primer runs once per page, for the first Modal whose code arrives while it is closed.
describe('Modal style primer', () => {
  it("puts a panel's style rules and the scroll lock's width in the page before it first opens, and leaves nothing drawn", async () => {
    const panelsDrawn = countPanelsDrawn();
    const { rerender } = renderUi(<Modal open={false} onClose={() => {}} title="Add recipient" />);
    await modalDialogModule.load();
    // Drawn once, hidden, and gone again.
    await waitFor(() => expect(panelsDrawn()).toBe(1));
    await waitFor(() => expect(document.querySelector('.chakra-dialog__content')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    const primed = ruleCount();
    const scrollbarWidth = () => document.documentElement.style.getPropertyValue('--scrollbar-width');
    const primedWidth = scrollbarWidth();
    expect(primedWidth).toMatch(/^\d+px$/);

    rerender(<Modal open onClose={() => {}} title="Add recipient" />);
    await screen.findByRole('dialog', { name: 'Add recipient' });
    // Every rule the open panel needs was there already: the first open inserts none.
    expect(ruleCount()).toBe(primed);
    // The scroll lock found its width on the page's root already: a new one there restyles the whole page.
    expect(scrollbarWidth()).toBe(primedWidth);
  });
});
