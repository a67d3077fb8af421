import { describe, expect, it, vi } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the test setup fetches the menu's code before every file (src/testing/setup.ts); this file starts from
// fresh modules, as a page does before its first menu, so the code arrives only when a menu is asked for.
const freshMenu = () => freshModules(() => import('./menu'));

describe('Menu, first opening (Radix fetched on open)', () => {
  it('draws a plain closed menu button before its code arrives', async () => {
    const { React, testing, MenuRoot, MenuTrigger, MenuContent, MenuItem, menuCode } = await freshMenu();
    const { render, screen, cleanup } = testing;
    const h = React.createElement;
    render(h(MenuRoot, null, h(MenuTrigger, null, 'Info'), h(MenuContent, null, h(MenuItem, null, 'Help'))));
    const button = screen.getByRole('button', { name: 'Info' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuCode.current()).toBeNull();
    cleanup();
  });

  it('opened by Enter, focuses its first item when the code arrives, and Escape gives focus back', async () => {
    const { React, testing, MenuRoot, MenuTrigger, MenuContent, MenuItem, menuCode } = await freshMenu();
    const { render, screen, waitFor, fireEvent, cleanup } = testing;
    const h = React.createElement;
    render(
      h(
        'nav',
        { 'aria-label': 'Main' },
        h(
          MenuRoot,
          null,
          h(MenuTrigger, null, 'Info'),
          h(MenuContent, null, h(MenuItem, null, 'Help'), h(MenuItem, null, 'Rules')),
        ),
      ),
    );
    screen.getByRole('button', { name: 'Info' }).focus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Info' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(menuCode.current()).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Help' })));
    expect(screen.getByRole('button', { name: 'Info' }).getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-labelledby')).toBe(screen.getByRole('button', { name: 'Info' }).id);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Info' }));
    cleanup();
  });

  it('opened by a press, tells its owner and opens the list', async () => {
    const { React, testing, MenuRoot, MenuTrigger, MenuContent, MenuItem } = await freshMenu();
    const { render, screen, fireEvent, cleanup } = testing;
    const h = React.createElement;
    const onOpenChange = vi.fn();
    function Owned() {
      const [open, setOpen] = React.useState(false);
      return h(
        MenuRoot,
        {
          open,
          onOpenChange: (next: boolean) => {
            onOpenChange(next);
            setOpen(next);
          },
        },
        h(MenuTrigger, null, 'Sports'),
        h(MenuContent, null, h(MenuItem, null, 'Tennis')),
      );
    }
    render(h('header', null, h(Owned)));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Sports' }), { button: 0 });
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('menuitem', { name: 'Tennis' })).toBeTruthy();
    cleanup();
  });
});
