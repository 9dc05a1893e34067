import { useEffect, useEffectEvent } from 'react';

import { subscribeToLiveEvents, type LiveEventOf, type LiveEventType, type SubscribeOptions } from './socket';

/** Calls `listener` with each of the given live events while the component is mounted. */
export function useLiveEvents<T extends LiveEventType>(
  types: readonly T[],
  listener: (event: LiveEventOf<T>) => void,
  { catchUp = false }: SubscribeOptions = {},
) {
  const onEvent = useEffectEvent(listener);
  const key = [...types].sort().join(' ');
  useEffect(() => subscribeToLiveEvents(key.split(' ') as T[], (event) => onEvent(event), { catchUp }), [key, catchUp]);
}
