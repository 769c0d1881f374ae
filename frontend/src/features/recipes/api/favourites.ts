import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';
import { recipesKey } from './get-recipes';

interface FavouriteChange {
  id: string;
  favourite: boolean;
}

const setFavourite = ({ id, favourite }: FavouriteChange) =>
  callApi(favourite ? 'addFavourite' : 'removeFavourite', { params: { id } });

/** Adds a recipe to the caller's favourites or takes it off; every list and the recipe refresh. */
export const useSetFavourite = () =>
  useRefreshingMutation({ mutationFn: setFavourite, stale: () => recipesKey });
