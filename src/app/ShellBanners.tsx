import { SessionBanner } from '../features/account/SessionBanner';
import OfflineSupport from '../features/offline/OfflineSupport';

/**
 * The shell's banners (an expired session, slowed-down reads, offline and the outbox), with the offline
 * support behind them: none is needed for the first paint, so they arrive just after it.
 */
export default function ShellBanners() {
  return (
    <>
      <SessionBanner />
      <OfflineSupport />
    </>
  );
}
