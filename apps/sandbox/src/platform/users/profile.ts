import type { Profile } from '@sportsbook/contract';
import type { UserRow } from './user-queries';

/**
 * Fields a player must still fill in before playing (SPEC §6, non-closable prompt): the names, for the
 * sandbox's KYC rule; a verified phone is asked for separately.
 */
function missingFields(user: UserRow): string[] {
  const missing: string[] = [];
  if (!user.firstName) missing.push('first_name');
  if (!user.lastName) missing.push('last_name');
  return missing;
}

/** The `GET /player` profile of a player (SPEC §3 User profile). */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    mobile_phone: user.phoneNumber,
    auth_phone_number: user.phoneVerifiedAt ? user.phoneNumber : null,
    first_name: user.firstName,
    last_name: user.lastName,
    nickname: user.nickname,
    language: user.language,
    currency: user.currency,
    auth_fields_missed: missingFields(user),
    statuses: user.statusIds.map((id) => ({ id })),
  };
}
