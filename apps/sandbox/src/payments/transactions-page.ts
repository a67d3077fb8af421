import type { Database } from '../db/client';
import { escapeHtml } from '../platform/html/html';
import { listDeposits } from './deposits';
import { localMoneyText } from './money-text';
import type { PaymentLanguage, PaymentTexts } from './payment-texts';
import { listTransactions } from './transactions';

function when(iso: string, language: PaymentLanguage): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/**
 * The transaction history (SPEC §2.7a `/profile/wallet/transactions`): the deposits with their state (a failed
 * or pending one moved no money yet), then every wallet operation with the balance after it.
 */
export async function transactionsBody(
  db: Database,
  userId: number,
  texts: PaymentTexts,
  language: PaymentLanguage,
): Promise<string> {
  const deposits = await listDeposits(db, userId);
  const operations = await listTransactions(db, userId, { limit: 100 });
  const { columns } = texts;
  const depositRows = deposits
    .map(
      (
        deposit,
      ) => `<tr data-deposit-status="${deposit.status}"><td>${escapeHtml(when(deposit.created_at, language))}</td>
<td>${escapeHtml(localMoneyText(deposit.amount, deposit.currency, language))}</td><td>${escapeHtml(texts.statuses[deposit.status])}</td></tr>`,
    )
    .join('');
  const operationRows = operations
    .map(
      (operation) => `<tr><td>${escapeHtml(when(operation.created_at, language))}</td>
<td class="kind">${escapeHtml(texts.kinds[operation.kind] ?? operation.kind)}</td>
<td>${escapeHtml(localMoneyText(operation.amount, operation.currency, language))}</td>
<td>${escapeHtml(localMoneyText(operation.balance_after, operation.currency, language))}</td></tr>`,
    )
    .join('');
  const deposited = deposits.length
    ? `<h2>${escapeHtml(texts.deposit)}</h2><table><thead><tr><th scope="col">${escapeHtml(columns.date)}</th><th scope="col">${escapeHtml(columns.amount)}</th><th scope="col">${escapeHtml(columns.status)}</th></tr></thead><tbody>${depositRows}</tbody></table>`
    : '';
  const moved = operations.length
    ? `<h2>${escapeHtml(texts.transactions)}</h2><table><thead><tr><th scope="col">${escapeHtml(columns.date)}</th><th scope="col">${escapeHtml(columns.kind)}</th><th scope="col">${escapeHtml(columns.amount)}</th><th scope="col">${escapeHtml(columns.balance)}</th></tr></thead><tbody>${operationRows}</tbody></table>`
    : `<p>${escapeHtml(texts.noTransactions)}</p>`;
  return `<h1>${escapeHtml(texts.transactions)}</h1>${deposited}${moved}
<p class="links"><a href="/profile/wallet/deposit?locale=${language}">${escapeHtml(texts.deposit)}</a>
<a href="/help-center?locale=${language}">${escapeHtml(texts.help)}</a></p>`;
}
