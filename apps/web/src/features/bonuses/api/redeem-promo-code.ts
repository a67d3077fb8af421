import { routeRefs } from '@sportsbook/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { bonusKeys } from './bonus-keys';

/** Redeems a promo code (`POST /bonuses/promo-code`); the slip's offers are fetched again with the new bonus. */
export function useRedeemPromoCode() {
  const context = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(routeRefs.sportsbook.redeemPromoCode, { body: { code } }, context),
    onSuccess: () => client.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
