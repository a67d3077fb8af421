import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from './menu';

describe('MenuContent', () => {
  it('puts the open list in the landmark that holds its button, not at the end of the body', async () => {
    render(
      <>
        <header>
          <nav aria-label="Sections">
            <MenuRoot>
              <MenuTrigger>Sports</MenuTrigger>
              <MenuContent>
                <MenuItem>Football</MenuItem>
              </MenuContent>
            </MenuRoot>
          </nav>
        </header>
        <main>Page</main>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    const menu = screen.getByRole('menu');
    expect(menu.closest('nav')).toBe(screen.getByRole('navigation', { name: 'Sections' }));
    expect(screen.getByRole('menuitem', { name: 'Football' })).toBeTruthy();
  });
});
