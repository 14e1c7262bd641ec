import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
import { usePreferences, useSavePreference } from './api/notification-preferences';
import { ListSkeleton, LoadError } from './message-states';

/** Per event kind, whether a notice also goes by email. */
export function MessagePreferences() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const save = useSavePreference();
  const { message } = useFeedback();
  return (
    <section className="message-preferences" aria-labelledby="message-preferences-title">
      <h2 id="message-preferences-title">{t('message.page.preferences')}</h2>
      <p>{t('message.page.preferencesHint')}</p>
      {prefs.isPending ? (
        <ListSkeleton rows={2} />
      ) : prefs.isError ? (
        <LoadError text={t('message.page.loadError')} onRetry={() => void prefs.refetch()} />
      ) : (
        <ul className="message-preference-list">
          {prefs.data.map((p) => (
            <li key={p.kind}>
              <span id={`pref-${p.kind}`}>{t(`message.preference.kind.${p.kind}`)}</span>
              <Switch
                aria-labelledby={`pref-${p.kind}`}
                aria-describedby="message-preferences-title"
                checked={p.byEmail}
                loading={save.isPending && save.variables?.kind === p.kind}
                onChange={(byEmail) =>
                  save.mutate(
                    { kind: p.kind, byEmail },
                    {
                      onSuccess: () => void message.success(t('message.page.saved')),
                      onError: (error) => void message.error(messageOf(error, t)),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
