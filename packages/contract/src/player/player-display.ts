import type { Profile } from './player';

/** Logged in means an email or an auth phone exists (SPEC §3). */
export function isLoggedIn(profile: Pick<Profile, 'email' | 'auth_phone_number'> | null): boolean {
  return Boolean(profile?.email || profile?.auth_phone_number);
}

/** Display name: full name, else nickname, else email, else auth phone (SPEC §3). */
export function displayName(
  profile: Pick<Profile, 'first_name' | 'last_name' | 'nickname' | 'email' | 'auth_phone_number'>,
): string {
  const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return fullName || profile.nickname || profile.email || profile.auth_phone_number || '';
}
