import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../../http/api-error';

/**
 * How many of the most common passwords are refused. The list is zxcvbn's (`@zxcvbn-ts/language-common`,
 * MIT): 49,233 passwords from leaked password sets, most frequent first, in lower case.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

const common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

/** Whether `password` is, ignoring case, one of the `COMMON_PASSWORDS_REFUSED` most common passwords. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.normalize('NFKC').toLowerCase());
}

/** Refuses a common password as a new one: 400 `common_password`, `details.field` naming the form field. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password))
    throw new ApiError(400, 'common_password', 'The password is one of the most common passwords', {
      field: 'password',
    });
}
