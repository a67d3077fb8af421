import type { RouteBody } from '@sportsbook/contract';
import type { routes } from '@sportsbook/contract';
import type { Database } from '../../db/client';
import { platformUsers, walletAccounts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { refuseCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import { DEFAULT_CURRENCY, findCurrency } from '../wallet/currencies';
import { sendConfirmationMail } from './user-mails';
import { findUserByEmail, normalizeEmail } from './user-queries';

/** What the sign-up form sends. */
export type SignUpInput = RouteBody<typeof routes.platform.signUp>;

/**
 * Creates an unconfirmed player with an empty account in the chosen currency and mails the confirmation link.
 * 409 `email_taken` for a registered address, 400 `unsupported_currency` for a currency not kept, 400
 * `common_password` for one of the most common passwords.
 */
export async function signUp(
  db: Database,
  input: SignUpInput,
  { platformUrl, defaultLanguage }: { platformUrl: string; defaultLanguage: string },
): Promise<{ email: string }> {
  const email = normalizeEmail(input.email);
  const currency = input.currency ?? DEFAULT_CURRENCY;
  if (!findCurrency(currency))
    throw new ApiError(400, 'unsupported_currency', `Accounts in ${currency} are not offered`, { currency });
  refuseCommonPassword(input.password);
  if (await findUserByEmail(db, email))
    throw new ApiError(409, 'email_taken', 'An account with this e-mail exists', { field: 'email' });
  const confirmationToken = randomToken();
  const passwordHash = await hashPassword(input.password);
  const language = input.locale ?? defaultLanguage;
  const inserted = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(platformUsers)
      .values({
        email,
        passwordHash,
        firstName: input.first_name ?? null,
        lastName: input.last_name ?? null,
        nickname: input.nickname ?? null,
        language,
        currency,
        confirmationTokenHash: hashToken(confirmationToken),
      })
      // NOTE: two sign-ups racing for one address: the unique index lets one through.
      .onConflictDoNothing({ target: platformUsers.email })
      .returning({ id: platformUsers.id });
    if (!user) return false;
    await tx.insert(walletAccounts).values({ userId: user.id, currency });
    return true;
  });
  if (!inserted)
    throw new ApiError(409, 'email_taken', 'An account with this e-mail exists', { field: 'email' });
  await sendConfirmationMail(db, { email, language }, confirmationToken, platformUrl);
  return { email };
}
