import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { lazyScreen, ScreenSuspense, Spinner } from 'shared-ui';
import { Tabs, tabId } from 'shared-ui/tabs';
import { useChimeOnce } from '../hooks/use-chime-once';
import { AssignedJobsTab } from '../../assigned-jobs/screens/assigned-jobs-tab';
import { CompletedJobsTab } from '../../completed-jobs/screens/completed-jobs-tab';
import { MyOffersTab } from '../../my-offers/screens/my-offers-tab';
import { OpenJobsTab } from '../../open-jobs/screens/open-jobs-tab';
import { asPanelTab, panelTabs, type PanelTab } from '../components/panel-tabs';
import { useTabCounts } from '../hooks/use-tab-counts';
import styles from '../../../components/panel.module.css';
import { PANEL_PREFIX as PREFIX, TranslatorPanelSection } from './translator-panel-frame';
const PANEL_ID = `${PREFIX}-panel`;

// The converter comes in its own chunk, on the first visit of its tab: the job lists do not wait for it.
const DateConverterTab = lazyScreen(
  () => import('../../date-converter/screens/date-converter-tab'),
  'DateConverterTab',
);

// The earnings come in their own chunk too, with the figures they share with the office's view.
const EarningsTab = lazyScreen(() => import('../../earnings/screens/earnings-tab'), 'EarningsTab');

const content: Record<PanelTab, ComponentType> = {
  assigned: AssignedJobsTab,
  open: OpenJobsTab,
  offered: MyOffersTab,
  completed: CompletedJobsTab,
  earnings: EarningsTab,
  'date-converter': DateConverterTab,
};

/**
 * Spec 2.8: assigned, open, offered and completed jobs, with counts; a chime when assigned work is waiting. Then the
 * earnings and the date converter (panel-tabs.ts lists the tabs).
 */
export function TranslatorPanel() {
  const { t } = useTranslation('translator');
  const [search, setSearch] = useSearchParams();
  const tab = asPanelTab(search.get('tab'));
  const { counts, assignedCount, answered } = useTabCounts();
  useChimeOnce(assignedCount);
  const Content = content[tab];

  // On a phone the tab list scrolls sideways: keep the chosen tab (e.g. from ?tab=) in sight, also once the counts
  // have arrived and widened the tabs.
  const countsShown = panelTabs.map((value) => counts[value] ?? '').join();
  // In the next frame, when the browser lays the page out anyway: scrolling here laid the whole panel out inside the
  // task that drew it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const selected = document.getElementById(tabId(PREFIX, tab));
      if (typeof selected?.scrollIntoView === 'function') {
        selected.scrollIntoView({ block: 'nearest', inline: 'center' });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [tab, countsShown]);

  return (
    <TranslatorPanelSection>
      {/* the tabs wait for their counts: a count arriving widened its tab and moved the tabs after it */}
      {!answered ? (
        <Spinner />
      ) : (
        <>
          <Tabs<PanelTab>
            wrap
            aria-label={t('tabsLabel')}
            idPrefix={PREFIX}
            panelId={PANEL_ID}
            value={tab}
            onChange={(next) => setSearch(next === 'assigned' ? {} : { tab: next }, { replace: true })}
            items={panelTabs.map((value) => ({ value, label: t(`tabs.${value}`), count: counts[value] }))}
          />
          <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(PREFIX, tab)} className={styles.tabPanel}>
            <ScreenSuspense>
              <Content />
            </ScreenSuspense>
          </div>
        </>
      )}
    </TranslatorPanelSection>
  );
}
