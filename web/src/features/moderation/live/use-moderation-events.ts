import { useEffect, useEffectEvent } from 'react';

import type { ModerationEvent } from './moderation-events';
import { subscribeToModerationEvents } from './moderation-socket';

/** Calls `listener` with every event of the moderation room while the component is mounted. */
export function useModerationEvents(listener: (event: ModerationEvent) => void) {
  const onEvent = useEffectEvent(listener);
  useEffect(() => subscribeToModerationEvents(onEvent), []);
}
