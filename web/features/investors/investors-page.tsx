// /dashboard/investors (spec 001 §2 "Verified investors"), for admins and ERIR users (RequireRole, as
// the BFF): users with an approved KYC and their tokens per project, searchable by name or e-mail (the
// search kept in the address as ?q=), in keyset pages with 'Cargar más'; a table from tablet width up,
// cards on phones. Who may block (the answer's `can`) sees the block, unblock and token actions.
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { downloadOutline, searchOutline } from 'ionicons/icons';
import { Icon } from '../../components/icon';
import type { Investor } from '../../../core/investors';
import { failureMessage } from '../../api/failure-message';
import { useProfile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { useListAsCards } from '../../shell/use-media-query';
import { buttonClass } from '../../components/button';
import { AlertCallout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { EmptyState } from '../../components/empty-state';
import { NextPage } from '../../components/load-more';
import { useT, type Translate } from '../../i18n/i18n';
import { investorQueries } from './api/investor-queries';
import type { InvestorIntent } from './investor-cells';
import { InvestorCards } from './investor-cards';
import { BlockedTokensDialog, HistoryDialog, InvestorBlockDialog, TokenBlockDialog } from './investor-dialogs';
import { investorActions } from './investor-labels';
import { InvestorsTable } from './investors-table';
import './investors.css';
import { TextInput } from '../../components/field';

const SEARCH_PARAM = 'q';
/** How long typing pauses before the search is asked for: one request per word, not per key. */
const SEARCH_DELAY_MS = 350;

/** Spec 001 §8: the server's error text, 'Error fetching investors' when it gave none, else the exception's, else 'Error desconocido'. */
const loadFailure = (t: Translate, error: unknown): string =>
  t('investors.error', {
    message: failureMessage(error, { refused: t('investors.error.fetch'), offline: t('investors.offline'), unknown: t('investors.error.unknown') }),
  });

function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  // The address changed by itself (Back, a link): the field follows, unless it already says the same.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => latest.current(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="field investors-search">
      <label htmlFor={id} className="field__label">
        {t('investors.search.label')}
      </label>
      <div className="investors-search__box">
        <Icon icon={searchOutline} />
        <TextInput
          id={id}
          type="search"
          value={text}
          placeholder={t('investors.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once.
            if (event.key === 'Enter' && text.trim() !== value) latest.current(text.trim());
          }}
        />
      </div>
    </div>
  );
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}

function InvestorsScreen({ viewerId }: { viewerId: string }) {
  const t = useT();
  const asCards = useListAsCards();
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const query = useInfiniteQuery(investorQueries.list(search, viewerId));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<InvestorIntent | null>(null);
  useDashboardPage([{ label: t('investors.title') }]);

  const setSearch = (text: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set(SEARCH_PARAM, text);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );

  const list = query.data;
  let content;
  if (query.error && !query.isFetchNextPageError) {
    content = (
      <AlertCallout>
        <p>{loadFailure(t, query.error)}</p>
      </AlertCallout>
    );
  } else if (!list) {
    content = <ContentLoading label={t('investors.loading')} />;
  } else if (list.investors.length === 0) {
    content = <EmptyState list>{t('investors.empty')}</EmptyState>;
  } else {
    const listing = {
      investors: list.investors,
      canBlock: list.can.block,
      actionsOn: (investor: Investor) => investorActions(list.can.block, investor),
      expanded,
      onToggle: (id: string) => setExpanded((current) => toggled(current, id)),
      onIntent: setDialog,
    };
    content = (
      <>
        {asCards ? <InvestorCards {...listing} /> : <InvestorsTable {...listing} />}
        <NextPage query={query} failure={(error) => loadFailure(t, error)} />
      </>
    );
  }

  const close = () => setDialog(null);
  return (
    <div className="investors">
      <header className="cluster cluster--spread dash-page-header dash-page-header--tools">
        <div>
          <h1 className="dash-title">{t('investors.title')}</h1>
          <p className="dash-subtitle">{t('investors.subtitle')}</p>
        </div>
        <div className="filter-bar">
          <SearchField value={search} onSearch={setSearch} />
          {list?.can.export ? (
            // A plain download: the BFF answers the file with its name.
            <a href="/api/investors/register.csv" download className={buttonClass('secondary', 'dash-button--tall investors-export')}>
              <Icon icon={downloadOutline} />
              {t('investors.export')}
            </a>
          ) : null}
        </div>
      </header>
      <div className="investors-results" aria-busy={query.isPlaceholderData || undefined}>
        {content}
      </div>
      {dialog?.kind === 'block' || dialog?.kind === 'unblock' ? <InvestorBlockDialog investor={dialog.investor} action={dialog.kind} onClose={close} /> : null}
      {dialog?.kind === 'blockTokens' ? <TokenBlockDialog investor={dialog.investor} line={dialog.line} onClose={close} /> : null}
      {dialog?.kind === 'blockedTokens' ? (
        <BlockedTokensDialog investor={dialog.investor} line={dialog.line} canBlock={investorActions(list?.can.block ?? false, dialog.investor).tokens} onClose={close} />
      ) : null}
      {dialog?.kind === 'history' ? <HistoryDialog investor={dialog.investor} line={dialog.line} onClose={close} /> : null}
    </div>
  );
}

export function InvestorsPage() {
  const profile = useProfile();
  // RequireRole renders the page only once the profile is there.
  return profile ? <InvestorsScreen viewerId={profile.id} /> : null;
}
