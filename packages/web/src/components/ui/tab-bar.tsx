import { Tabs } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

export const TAB_BUTTON_HEIGHT = '46px';

export type TabLook = 'text' | 'button' | 'button-green';
export type TabTheme = 'light' | 'dark';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabBarProps {
  tabs: ReadonlyArray<TabItem>;
  /** Selected at start; the first tab otherwise. */
  initialKey?: string;
  /** Fires on each selection. */
  onChange?: (key: string) => void;
  look?: TabLook;
  theme?: TabTheme;
  'aria-label'?: string;
  /** Render all panels (keeps form state in hidden tabs). */
  keepMounted?: boolean;
}

const VARIANT: Record<TabLook, 'line' | 'subtle' | 'enclosed'> = {
  text: 'line',
  button: 'subtle',
  'button-green': 'enclosed',
};

function triggerStyles(look: TabLook, theme: TabTheme) {
  const dark = theme === 'dark';
  const base = {
    h: TAB_BUTTON_HEIGHT,
    px: '4',
    fontWeight: 'medium',
    color: dark ? 'gray.300' : { base: 'gray.700', _dark: 'gray.300' },
  };
  if (look === 'button-green') {
    return { ...base, _selected: { bg: 'brand.500', color: 'white' } };
  }
  if (look === 'button') {
    return {
      ...base,
      _selected: { bg: dark ? 'gray.700' : 'bg', color: dark ? 'white' : 'brand.ink', shadow: 'xs' },
    };
  }
  return { ...base, _selected: { color: dark ? 'white' : 'brand.ink' } };
}

/** Tabs with key/label/content; arrow keys move between tabs (WAI-ARIA tabs pattern). */
export function TabBar({
  tabs,
  initialKey,
  onChange,
  look = 'text',
  theme = 'light',
  'aria-label': ariaLabel,
  keepMounted = false,
}: TabBarProps) {
  const first = tabs.find((t) => !t.disabled)?.key ?? tabs[0]?.key ?? '';
  const [value, setValue] = useState(() =>
    initialKey && tabs.some((t) => t.key === initialKey) ? initialKey : first,
  );
  return (
    <Tabs.Root
      value={value}
      onValueChange={({ value: next }) => {
        setValue(next);
        onChange?.(next);
      }}
      variant={VARIANT[look]}
      colorPalette="brand"
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
      data-look={look}
      data-theme={theme}
    >
      <Tabs.List
        aria-label={ariaLabel}
        bg={theme === 'dark' ? 'gray.900' : look === 'button' ? 'bg.muted' : undefined}
        borderRadius={look === 'text' ? undefined : 'md'}
        p={look === 'text' ? undefined : '1'}
        overflowX="auto"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key} disabled={tab.disabled} {...triggerStyles(look, theme)}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
