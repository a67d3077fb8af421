import type { DepositField } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { playerDepositDetails } from '../db/schema';
import type { DbExecutor } from '../platform/wallet/wallet';

type DetailsRow = typeof playerDepositDetails.$inferSelect;
/** The details form as the API takes it. */
export type DepositDetailsInput = Partial<Record<DepositField, string>>;

const columns: Record<DepositField, keyof DetailsRow> = {
  birth_date: 'birthDate',
  country: 'country',
  city: 'city',
  address: 'address',
  postal_code: 'postalCode',
};

/** The player's stored deposit details, or undefined before the first form. */
export async function loadDepositDetails(db: DbExecutor, userId: number): Promise<DetailsRow | undefined> {
  const [row] = await db.select().from(playerDepositDetails).where(eq(playerDepositDetails.userId, userId));
  return row;
}

/** Of the fields the site requires (SPEC §5), those the player has not given yet, in the site's order. */
export function missingDepositFields(
  required: readonly DepositField[],
  details: DetailsRow | undefined,
): DepositField[] {
  return required.filter((field) => !details?.[columns[field]]);
}

/** Stores the fields sent, keeping the others. */
export async function saveDepositDetails(
  db: Database,
  userId: number,
  input: DepositDetailsInput,
): Promise<void> {
  const values = Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [columns[field as DepositField], value]),
  );
  await db
    .insert(playerDepositDetails)
    .values({ userId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: playerDepositDetails.userId, set: { ...values, updatedAt: new Date() } });
}
