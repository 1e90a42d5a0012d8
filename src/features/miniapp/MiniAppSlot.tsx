import { lazy, Suspense } from 'react';
import { useLaunchedMiniApp } from '../../widgets/miniapp/launch';

// The host, its SDK protocol code and the wallet bridge load only when an app is launched.
const MiniAppHost = lazy(() => import('./host/MiniAppHost'));

/** Where a launched Mini App opens, above whatever screen launched it. */
export function MiniAppSlot() {
  const launch = useLaunchedMiniApp();
  if (!launch) return null;
  return (
    <Suspense fallback={null}>
      <MiniAppHost key={`${launch.url}:${launch.from.type === 'cast_embed' ? launch.from.cast.hash : ''}`} launch={launch} />
    </Suspense>
  );
}
