import { CLOCK_TICK_MS } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerDateTime } from '../../../features/system/api/server-date-time';
import { useAppStore } from '../../../lib/app-store';
import { clockZoneLabel, formatClock } from '../../../lib/format/clock';

/** The server-synchronised clock, ticking every second, shown in UTC+8. */
export function HeaderClock() {
  const { t } = useTranslation();
  const server = useServerDateTime();
  const offset = useAppStore((state) => state.serverOffsetMs);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (server.data) useAppStore.setState({ serverOffsetMs: server.data.epochMs - Date.now() });
  }, [server.data]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const instant = now + offset;
  return (
    <time
      className="header-clock"
      dateTime={new Date(instant).toISOString()}
      aria-label={t('web.header.serverTime')}
    >
      {formatClock(instant)} <span className="header-clock-zone">{clockZoneLabel()}</span>
    </time>
  );
}
