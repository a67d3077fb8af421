import { routeRefs } from '@sportsbook/contract/refs';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';

const voteKey = (predictionId: number) => ['vote', predictionId] as const;

/** The player's vote in a prediction (`GET /vote`), or null before they vote. */
export function voteQuery(context: ApiContext, predictionId: number) {
  return queryOptions({
    queryKey: voteKey(predictionId),
    queryFn: () =>
      apiRequest(routeRefs.sportsbook.getVote, { query: { prediction_id: predictionId } }, context),
  });
}

/** Saves the player's choice (`POST /vote`, `data: {choice}`); voting again replaces it. */
export function useSaveVote(predictionId: number) {
  const context = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: string) =>
      apiRequest(
        routeRefs.sportsbook.saveVote,
        { body: { prediction_id: predictionId, data: { choice } } },
        context,
      ),
    onSuccess: (vote) => client.setQueryData(voteKey(predictionId), vote),
  });
}
