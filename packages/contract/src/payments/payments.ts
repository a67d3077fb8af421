import { z } from 'zod';
import { CurrencyCode, Id, Timestamp } from '../common/money';

/** Quick-deposit statuses (SPEC §3): `pending` settles later to `success` or `error`. */
export const DepositStatus = z.enum(['success', 'error', 'pending']);
export type DepositStatus = z.infer<typeof DepositStatus>;

/** Details a site may ask for before a deposit (SPEC §5 missing deposit fields). */
export const DepositField = z.enum(['birth_date', 'country', 'city', 'address', 'postal_code']);
export type DepositField = z.infer<typeof DepositField>;

/** A card-like payment method of the player, as the provider shows it (never the full number). */
export const PaymentMethod = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,40}$/),
  brand: z.enum(['visa', 'mastercard']),
  last4: z.string().regex(/^[0-9]{4}$/),
  /**
   * What a card of the quick-deposit test feature does (players with the `spi_test` status, SPEC §6): declines
   * (`error`) or waits for the bank (`pending`); null for a real card.
   */
  test_outcome: z.enum(['error', 'pending']).nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** What the deposit modal needs: the methods, the amount presets and bounds in the currency, missing fields. */
export const DepositOptions = z.object({
  currency: CurrencyCode,
  subunits: z.number().int().min(0).max(18),
  methods: z.array(PaymentMethod),
  /** Quick-deposit amounts in minor units, ascending. */
  presets: z.array(z.number().int().positive()),
  min_amount: z.number().int().positive(),
  max_amount: z.number().int().positive(),
  /** Fields to complete before a deposit; empty when none. */
  missing_fields: z.array(DepositField),
  /** Whether the player may use the quick-deposit test feature (`spi_test`). */
  test_mode: z.boolean(),
});
export type DepositOptions = z.infer<typeof DepositOptions>;

/** One deposit and its state. */
export const Deposit = z.object({
  id: Id,
  amount: z.number().int().positive(),
  currency: CurrencyCode,
  method_id: z.string(),
  status: DepositStatus,
  failure_reason: z.string().nullable(),
  created_at: Timestamp,
  settled_at: Timestamp.nullable(),
});
export type Deposit = z.infer<typeof Deposit>;

/** A deposit request; the same `idempotency_key` twice makes one deposit. */
export const CreateDepositBody = z.strictObject({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: CurrencyCode,
  method_id: z.string().regex(/^[a-z0-9_]{1,40}$/),
  idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
});
export type CreateDepositBody = z.infer<typeof CreateDepositBody>;

/** The deposit details form (SPEC §5): every field optional, only those sent are stored. */
export const DepositDetailsBody = z.strictObject({
  birth_date: z.iso.date().optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  city: z.string().trim().min(1).max(80).optional(),
  address: z.string().trim().min(1).max(160).optional(),
  postal_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,12}$/)
    .optional(),
});

/** A line of the transaction history: one wallet operation (a deposit, a stake, a win, a cashout …). */
export const WalletTransaction = z.object({
  id: z.string(),
  kind: z.string(),
  /** Signed minor units: negative for money out. */
  amount: z.number().int(),
  currency: CurrencyCode,
  balance_after: z.number().int(),
  created_at: Timestamp,
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;
