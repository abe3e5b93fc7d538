import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredContent } from './deferred-content';

/** What was drawn, in order. */
const drawn: string[] = [];

function Body() {
  drawn.push('body');
  return <p>form</p>;
}

function Placeholder() {
  drawn.push('placeholder');
  return <p>wait</p>;
}

describe('DeferredContent', () => {
  it('draws the placeholder first, then the children in its place', async () => {
    await act(async () => {
      render(
        <DeferredContent placeholder={<Placeholder />}>
          <Body />
        </DeferredContent>,
      );
    });
    expect(screen.getByText('form')).toBeInTheDocument();
    expect(screen.queryByText('wait')).not.toBeInTheDocument();
    expect(drawn).toEqual(['placeholder', 'body']);
  });
});
