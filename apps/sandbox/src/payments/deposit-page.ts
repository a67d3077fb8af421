import type { DepositOptions } from '@sportsbook/contract';
import { escapeHtml } from '../platform/html/html';
import { depositPageScript } from './deposit-page-script';
import { decimalText, localMoneyText } from './money-text';
import type { PaymentTexts } from './payment-texts';

/** What the deposit page shows: the player's state and the addresses to return to. */
export interface DepositPageModel {
  texts: PaymentTexts;
  options: DepositOptions;
  balance: number | null;
  webOrigin: string;
  returns: { success: string | null; error: string | null; pending: string | null };
  locale: string;
}

function detailsForm({ texts, options }: DepositPageModel): string {
  const inputs = options.missing_fields
    .map((field) => {
      const type = field === 'birth_date' ? 'date' : 'text';
      const extra =
        field === 'country'
          ? ' pattern="[A-Za-z]{2}" maxlength="2" autocomplete="country"'
          : ' maxlength="160"';
      return `<label for="${field}">${escapeHtml(texts.fields[field])}</label>
<input id="${field}" name="${field}" type="${type}" required${extra}>`;
    })
    .join('\n');
  return `<h2>${escapeHtml(texts.detailsTitle)}</h2>
<p class="muted">${escapeHtml(texts.detailsHint)}</p>
<form id="details-form" novalidate>${inputs}<button type="submit">${escapeHtml(texts.save)}</button></form>`;
}

function depositForm({ texts, options, locale }: DepositPageModel): string {
  const { currency } = options;
  const money = (minor: number) => localMoneyText(minor, currency, locale);
  const presets = options.presets
    .map(
      (preset) =>
        `<button type="button" class="preset" data-preset="${decimalText(preset, currency)}">${escapeHtml(money(preset))}</button>`,
    )
    .join('');
  const methods = options.methods
    .map((method, index) => {
      const note = method.test_outcome
        ? ` <span class="muted">(${escapeHtml(texts.testCard)}: ${escapeHtml(method.test_outcome === 'error' ? texts.declines : texts.staysPending)})</span>`
        : '';
      const brand = method.brand === 'visa' ? 'Visa' : 'Mastercard';
      return `<label class="check method"><input type="radio" name="method" value="${escapeHtml(method.id)}"${index === 0 ? ' checked' : ''}> ${brand} •••• ${escapeHtml(method.last4)}${note}</label>`;
    })
    .join('');
  const hint = texts.amountHint
    .replace('{min}', money(options.min_amount))
    .replace('{max}', money(options.max_amount));
  return `<form id="deposit-form" novalidate>
<label for="amount">${escapeHtml(texts.amount)} (${escapeHtml(currency)})</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required aria-describedby="amount-hint">
<p id="amount-hint" class="muted">${escapeHtml(hint)}</p>
<div class="presets" role="group" aria-label="${escapeHtml(texts.amount)}">${presets}</div>
<fieldset><legend>${escapeHtml(texts.method)}</legend>${methods}</fieldset>
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>`;
}

const pageStyles = `<style>
.presets { display: grid; grid-template-columns: repeat(auto-fit, minmax(5.5rem, 1fr)); gap: 8px; margin-block-start: 8px; }
.presets .preset { margin: 0; padding: 8px 4px; background: transparent; color: var(--accent);
  border: 1px solid var(--accent); font-weight: 600; }
fieldset { border: 1px solid var(--border); border-radius: 8px; margin-block-start: 16px; padding: 8px 12px; }
legend { font-weight: 600; padding-inline: 4px; }
.method { margin-block: 8px; }
h2 { font-size: 1.05rem; margin: 0 0 8px; }
.balance { font-size: 0.95rem; }
</style>`;

/** The deposit page's body and script (SPEC §2.7a): details first when the site needs them, then the form. */
export function renderDepositPage(model: DepositPageModel): { body: string; script: string } {
  const { texts, options, balance } = model;
  const balanceLine =
    balance === null
      ? ''
      : `<p class="balance">${escapeHtml(texts.balance)}: <strong data-testid="deposit-page-balance">${escapeHtml(localMoneyText(balance, options.currency, model.locale))}</strong></p>`;
  const body = `${pageStyles}<h1>${escapeHtml(texts.deposit)}</h1>${balanceLine}
<p id="status" class="notice info" role="status" aria-live="polite" hidden></p>
${options.missing_fields.length > 0 ? detailsForm(model) : depositForm(model)}
<p class="links"><a href="/profile/wallet/transactions?locale=${escapeHtml(model.locale)}">${escapeHtml(texts.transactions)}</a>
<a href="/terms-and-conditions?locale=${escapeHtml(model.locale)}">${escapeHtml(texts.terms)}</a>
<a href="/help-center?locale=${escapeHtml(model.locale)}">${escapeHtml(texts.help)}</a></p>`;
  const script = depositPageScript({
    webOrigin: model.webOrigin,
    subunits: options.subunits,
    currency: options.currency,
    min: options.min_amount,
    max: options.max_amount,
    returns: model.returns,
    texts: {
      sending: texts.sending,
      success: texts.success,
      pending: texts.pending,
      failed: texts.failed,
      invalidAmount: texts.invalidAmount
        .replace('{min}', localMoneyText(options.min_amount, options.currency, model.locale))
        .replace('{max}', localMoneyText(options.max_amount, options.currency, model.locale)),
    },
  });
  return { body, script };
}
