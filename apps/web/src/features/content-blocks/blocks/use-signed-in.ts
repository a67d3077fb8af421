'use client';

import { useSportsbookToken } from '@/features/favorites';

/** Whether the reader holds a sportsbook session (the blocks that need one ask visitors to sign in). */
export function useSignedIn(): boolean {
  return useSportsbookToken() !== null;
}
