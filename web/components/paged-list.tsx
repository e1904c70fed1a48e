// A list page's body for an infinite query whose `select` flattens its pages into rows: a callout when the
// first page fails, the loading text, the empty box, else the count, the rows (cards on phones and upright
// tablets, a table above) and 'Cargar más' while there is another page.
import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useListAsCards } from '../shell/use-media-query';
import { AlertCallout } from './callout';
import { ContentLoading } from './content-loading';
import { EmptyState } from './empty-state';
import { NextPage } from './load-more';

interface PagedListProps<Row> {
  query: UseInfiniteQueryResult<Row[], unknown>;
  /** The words for a failed page: the first one's in a callout, a later one's in a toast. */
  failure: (error: unknown) => string;
  loading: string;
  empty: string;
  count: (count: number) => string;
  cards: (rows: Row[]) => ReactNode;
  table: (rows: Row[]) => ReactNode;
}

export function PagedList<Row>({ query, failure, loading, empty, count, cards, table }: PagedListProps<Row>) {
  const asCards = useListAsCards();
  if (query.error && !query.isFetchNextPageError) {
    return (
      <AlertCallout>
        <p>{failure(query.error)}</p>
      </AlertCallout>
    );
  }
  const rows = query.data;
  if (!rows) return <ContentLoading label={loading} />;
  if (rows.length === 0) return <EmptyState list>{empty}</EmptyState>;
  return (
    <>
      <p className="list-count" role="status">
        {count(rows.length)}
      </p>
      {asCards ? cards(rows) : table(rows)}
      <NextPage query={query} failure={failure} />
    </>
  );
}
