import { NoticeBar as Bar } from '../offline/NoticeBar';
import { useIsOffline } from '../offline/online';
import { useUnavailable } from './state';
import { unavailableNoticeText } from './unavailableText';

/**
 * The shell shows it once, under the navigation bar, beside the offline notice (docs/offline.md, "The API
 * unavailable"): while the API answers 503 for everything, its message and when the reads ask again, instead of an
 * error per read; it goes at the first successful answer. Offline, the offline notice says it all. The live region is
 * always there, so the change is read out.
 */
export function UnavailableNotice() {
  const unavailable = useUnavailable();
  const offline = useIsOffline();
  return (
    <div role="status" data-testid="unavailable-notice">
      {unavailable && !offline && <Bar>{unavailableNoticeText(unavailable)}</Bar>}
    </div>
  );
}
