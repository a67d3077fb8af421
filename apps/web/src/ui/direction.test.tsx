import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiDirection } from './direction';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from './menu';

function OpenMenu() {
  return (
    <MenuRoot defaultOpen>
      <MenuTrigger>Language</MenuTrigger>
      <MenuContent>
        <MenuItem>العربية</MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}

describe('UiDirection', () => {
  it('lays an open menu out right to left on a right-to-left page', () => {
    render(
      <UiDirection dir="rtl">
        <OpenMenu />
      </UiDirection>,
    );
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('rtl');
  });

  it('keeps left to right where the page is left to right', () => {
    render(
      <UiDirection dir="ltr">
        <OpenMenu />
      </UiDirection>,
    );
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('ltr');
  });
});
