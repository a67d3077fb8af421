import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/platform/session';
import { signInTestPlayer } from '@/testing/render-as-player';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { PromoCodeForm } from './components/promo-code-form';

/** The form of a signed-in player; the server knows one code, SPRING, and refuses the rest. */
function setup() {
  const redeemed: unknown[] = [];
  mockApi([
    [
      /\/bonuses\/promo-code$/,
      (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { code: string };
        redeemed.push(body);
        return body.code.toUpperCase() === 'SPRING'
          ? { body: { bonus_id: 44, bonus_type: 'freebet' } }
          : {
              status: 404,
              body: {
                code: 'promo_code_not_found',
                message: 'no such code',
                localized_message: 'This promo code does not exist.',
                details: {},
              },
            };
      },
    ],
  ]);
  signInTestPlayer();
  renderInApp(<PromoCodeForm />);
  const form = screen.getByRole('form', { name: 'Promo code' });
  return {
    redeemed,
    form,
    field: screen.getByRole('textbox', { name: 'Promo code' }),
    button: screen.getByRole('button', { name: 'Redeem' }),
  };
}

afterEach(() => {
  act(() => resetSessionForTests());
  vi.unstubAllGlobals();
});

describe('the promo-code form', () => {
  it('waits for a code of three characters before it can be redeemed', async () => {
    const { field, button, redeemed } = setup();
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(field, 'ab');
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(field, 'c');
    expect(button).toHaveProperty('disabled', false);
    expect(redeemed).toEqual([]);
  });

  it('an applied code: the state, the message the field is described by, the trimmed code sent', async () => {
    const { form, field, redeemed } = setup();
    await userEvent.type(field, '  spring {Enter}');
    await waitFor(() => expect(form.getAttribute('data-state')).toBe('applied'));
    expect(redeemed).toEqual([{ code: 'spring' }]);
    const message = screen.getByRole('status');
    expect(message.textContent).toBe('✓Freebet added. It shows on the bets it fits.');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('a refused code: invalid with the server’s words, kept as typed, and cleared by the next keystroke', async () => {
    const { form, field, button } = setup();
    await userEvent.type(field, 'NOPE');
    fireEvent.click(button);
    await waitFor(() => expect(form.getAttribute('data-state')).toBe('invalid'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('!This promo code does not exist.');
    expect((field as HTMLInputElement).value).toBe('NOPE');
    await userEvent.type(field, 'S');
    expect(form.getAttribute('data-state')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
