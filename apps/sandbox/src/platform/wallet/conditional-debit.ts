import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { walletAccounts } from '../../db/schema';

/**
 * The wallet's one rule for moving money, as the condition of the UPDATE that moves it: only an open account
 * moves, and never below what is locked (`balance - locked + delta >= 0`). Checked in the statement itself, so
 * concurrent debits of one account cannot overdraw it whichever commits first. `delta` is signed: negative for a
 * debit.
 */
export function movesWithinBalance(delta: SQL | number): SQL {
  return sql`${walletAccounts.active} and ${walletAccounts.balance} - ${walletAccounts.locked} + ${delta} >= 0`;
}

/**
 * The conditional debit of many accounts in one statement (group-commit placement), for a CTE: `source` is a
 * FROM item aliased `p` with columns user_id, currency and total (minor units); each matching account is debited
 * its total where `movesWithinBalance` allows. Returns user_id, balance, locked and total of each account it
 * debited. An UPDATE moves a row once, so callers give at most one row per account.
 */
export function debitAccounts(source: SQL): SQL {
  return sql`update wallet_accounts set balance = wallet_accounts.balance - p.total
    from ${source}
    where wallet_accounts.user_id = p.user_id and wallet_accounts.currency = p.currency
      and ${movesWithinBalance(sql`(- p.total)`)}
    returning p.user_id, wallet_accounts.balance, wallet_accounts.locked, p.total`;
}
