import { Button, createSystem, defaultBaseConfig, Kbd, Tabs, Text } from '@chakra-ui/react';
import {
  buttonRecipe,
  recipes as chakraRecipes,
  slotRecipes as chakraSlotRecipes,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { droppedRecipeKeys, recipes, slotRecipes } from './recipes';
import { system } from './system';
import { refuseUnlistedRecipes, UNLISTED_RECIPE } from './unlisted-recipe';

afterEach(() => vi.restoreAllMocks());

describe('the theme refuses recipes it does not list (theme/recipes.ts)', () => {
  it('renders a listed component with its recipe', () => {
    renderUi(<Button>Pay</Button>);
    expect(screen.getByRole('button', { name: 'Pay' }).className).toMatch(/css-/);
    expect(system.isSlotRecipe('tabs')).toBe(true);
  });

  it('throws in development and tests when a component asks for an unlisted recipe', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Kbd>Ctrl</Kbd>)).toThrow(`${UNLISTED_RECIPE}: "kbd"`);
    expect(system.isRecipe('kbd')).toBe(false);
  });

  it('logs in a production build and still renders', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lenient = refuseUnlistedRecipes(
      createSystem(defaultBaseConfig, {
        theme: { recipes: { button: buttonRecipe }, slotRecipes: { tabs: tabsSlotRecipe } },
      }),
      new Set(['accordion']),
      false,
    );
    expect(typeof lenient.getSlotRecipeFn('accordion')).toBe('function');
    expect(error).toHaveBeenCalledWith(`${UNLISTED_RECIPE}: "accordion"`);
    error.mockClear();
    lenient.getSlotRecipeFn('tabs');
    lenient.getRecipeFn('text');
    lenient.getSlotRecipeFn('accordion', { slots: [] });
    expect(error).not.toHaveBeenCalled();
  });

  it("lists every recipe of Chakra's default theme as kept or dropped, each once", () => {
    const kept = [...Object.keys(recipes), ...Object.keys(slotRecipes)];
    expect([...kept, ...droppedRecipeKeys].sort()).toEqual(
      [...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)].sort(),
    );
    for (const key of kept) expect(system.isRecipe(key) || system.isSlotRecipe(key), key).toBe(true);
  });

  it('renders Text, whose key no theme styles', () => {
    renderUi(<Text>Balance</Text>);
    expect(screen.getByText('Balance')).toBeInTheDocument();
  });

  it('keeps the slot recipes of the components the portal renders', () => {
    renderUi(
      <Tabs.Root defaultValue="a">
        <Tabs.List>
          <Tabs.Trigger value="a">Balances</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>,
    );
    expect(screen.getByRole('tab', { name: 'Balances' })).toBeInTheDocument();
  });
});
