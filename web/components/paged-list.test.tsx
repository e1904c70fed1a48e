import { renderToString } from 'react-dom/server';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider, i18nAtom, loadI18n } from '../i18n/i18n';
import { PagedList } from './paged-list';

type Paging = Pick<UseInfiniteQueryResult<string[], unknown>, 'data' | 'error' | 'isFetchNextPageError' | 'hasNextPage' | 'isFetchingNextPage'>;

// 'Cargar más' is in the shell's Spanish texts.
const store = createStore();
beforeAll(async () => store.set(i18nAtom, await loadI18n('es', [])));

const draw = (state: Partial<Paging>) => {
  const query = { data: undefined, error: null, isFetchNextPageError: false, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => Promise.resolve(), ...state };
  return renderToString(
    <Provider store={store}>
      <I18nProvider>
        <PagedList
          query={query as unknown as UseInfiniteQueryResult<string[], unknown>}
          failure={() => 'No se pudo cargar'}
          loading="Cargando filas"
          empty="No hay filas"
          count={(count) => `${count} filas`}
          cards={(rows) => <ul className="cards">{rows.join(',')}</ul>}
          table={(rows) => <table className="table">{rows.join(',')}</table>}
        />
      </I18nProvider>
    </Provider>,
  );
};

describe('PagedList', () => {
  it('says the first page failed in a callout', () => {
    const html = draw({ error: new Error('down') });
    expect(html).toContain('No se pudo cargar');
    expect(html).not.toContain('Cargando filas');
  });

  it('keeps the rows when a later page failed (its toast says so)', () => {
    expect(draw({ data: ['a'], error: new Error('down'), isFetchNextPageError: true })).toContain('1 filas');
  });

  it('shows the loading text, then the empty box', () => {
    expect(draw({})).toContain('Cargando filas');
    expect(draw({ data: [] })).toContain('No hay filas');
  });

  it('counts the rows, shows the table where the window is wide, and offers the next page while there is one', () => {
    const html = draw({ data: ['a', 'b'], hasNextPage: true });
    expect(html).toContain('<p class="list-count" role="status">2 filas</p>');
    expect(html).toContain('<table class="table">a,b</table>');
    expect(html).not.toContain('class="cards"');
    expect(html).toContain('Cargar más');
    expect(draw({ data: ['a'] })).not.toContain('Cargar más');
  });
});
