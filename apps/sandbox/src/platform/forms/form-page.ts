import { escapeHtml, htmlPage } from '../html/html';
import { supportedCurrencies } from '../wallet/currencies';
import { formScript } from './form-script';
import { formTexts } from './form-texts';
import type { FormTexts } from './form-texts';

/** The three auth forms of SPEC §2.6. */
export const formTypes = ['sign-in', 'sign-up', 'edit-password'] as const;
export type FormType = (typeof formTypes)[number];

/** What a form page is rendered with, from its address and the site. */
export interface FormPageInput {
  form: FormType;
  language: 'en' | 'de';
  webOrigin: string;
  sessionExpired: boolean;
  token: string | null;
  redirectAfter: string | null;
  /** Configured custom parameters present on the address; kept on the links between the forms. */
  customParams: Record<string, string>;
  /** The site's currencies for the sign-up select, its default first. */
  defaultCurrency: string;
  /** Paths of the forms (custom ones from the site configuration). */
  paths: Record<FormType, string>;
}

function field(
  name: string,
  label: string,
  { type = 'text', autocomplete = 'off', hint = '' }: { type?: string; autocomplete?: string; hint?: string },
): string {
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" maxlength="254"
  aria-describedby="error-${name}${hint ? ` hint-${name}` : ''}">
${hint ? `<p id="hint-${name}" class="muted">${escapeHtml(hint)}</p>` : ''}
<p id="error-${name}" class="field-error" aria-live="polite"></p>`;
}

function fields(input: FormPageInput, t: FormTexts): string {
  const email = field('email', t.email, { type: 'email', autocomplete: 'email' });
  if (input.form === 'sign-in')
    return email + field('password', t.password, { type: 'password', autocomplete: 'current-password' });
  const passwords =
    field('password', t.password, { type: 'password', autocomplete: 'new-password', hint: t.password_hint }) +
    field('password_confirmation', t.password_confirmation, {
      type: 'password',
      autocomplete: 'new-password',
    });
  if (input.form === 'edit-password') return passwords;
  const options = supportedCurrencies
    .map(
      ({ code }) =>
        `<option value="${code}"${code === input.defaultCurrency ? ' selected' : ''}>${code}</option>`,
    )
    .join('');
  return `${email}${passwords}
${field('first_name', t.first_name, { autocomplete: 'given-name' })}
${field('last_name', t.last_name, { autocomplete: 'family-name' })}
<label for="currency">${escapeHtml(t.currency)}</label><select id="currency" name="currency">${options}</select>
<label class="check"><input type="checkbox" name="terms_accepted" aria-describedby="error-terms_accepted">
<span>${escapeHtml(t.terms)}</span></label>
<p id="error-terms_accepted" class="field-error" aria-live="polite"></p>`;
}

function linkTo(input: FormPageInput, form: FormType): string {
  const query = new URLSearchParams({ ...input.customParams, locale: input.language });
  return `${input.paths[form]}?${query.toString()}`;
}

function links(input: FormPageInput, t: FormTexts): string {
  if (input.form === 'sign-in')
    return `<div class="links">
<button type="button" class="link" data-action="reset">${escapeHtml(t.forgot_password)}</button>
<button type="button" class="link" data-action="confirmation" data-when="unconfirmed" hidden>${escapeHtml(t.resend_confirmation)}</button>
<button type="button" class="link" data-action="unlock" data-when="account_locked" hidden>${escapeHtml(t.resend_unlock)}</button>
<a href="${escapeHtml(linkTo(input, 'sign-up'))}">${escapeHtml(t.to_sign_up)}</a></div>`;
  if (input.form === 'sign-up')
    return `<div class="links"><a href="${escapeHtml(linkTo(input, 'sign-in'))}">${escapeHtml(t.to_sign_in)}</a></div>`;
  return '';
}

const titles: Record<FormType, keyof FormTexts> = {
  'sign-in': 'title_sign_in',
  'sign-up': 'title_sign_up',
  'edit-password': 'title_edit_password',
};

const submits: Record<FormType, keyof FormTexts> = {
  'sign-in': 'submit_sign_in',
  'sign-up': 'submit_sign_up',
  'edit-password': 'submit_edit_password',
};

/** The HTML of an auth form page: the form, its notices and the script that validates, sends and reports. */
export function renderFormPage(input: FormPageInput): string {
  const t = formTexts(input.language);
  const missingToken = input.form === 'edit-password' && !input.token;
  const body = `<h1>${escapeHtml(t[titles[input.form]])}</h1>
${input.sessionExpired && input.form === 'sign-in' ? `<p class="notice info" role="alert">${escapeHtml(t.session_expired)}</p>` : ''}
${missingToken ? `<p class="notice error" role="alert">${escapeHtml(t.missing_token)}</p>` : ''}
<div id="status" role="status" aria-live="polite" class="notice" hidden></div>
<form id="auth-form" novalidate data-form="${input.form}"${missingToken ? ' hidden' : ''}>
${fields(input, t)}
<button type="submit">${escapeHtml(t[submits[input.form]])}</button>
</form>
${links(input, t)}
<p class="muted"><a href="/outbox" target="_blank" rel="noopener">${escapeHtml(t.outbox_hint)}</a></p>`;
  return htmlPage({
    title: t[titles[input.form]],
    lang: input.language,
    body,
    script: formScript({
      form: input.form,
      webOrigin: input.webOrigin,
      language: input.language,
      texts: t,
      token: input.token,
      redirectAfter: input.redirectAfter,
    }),
  });
}
