import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  const draw = (admin: boolean) =>
    renderToString(
      <DataTable
        label="Inversiones"
        className="investments-table"
        density="compact"
        columns={[admin && { label: 'Usuario' }, { label: 'Importe', number: true }, { label: 'Acciones', hidden: true }]}
      >
        <tr>
          <td>1</td>
        </tr>
      </DataTable>,
    );

  it('names the table, heads each column once and leaves out the columns not shown', () => {
    const html = draw(false);
    expect(html).toContain('<div class="data-table data-table--compact" role="region" aria-label="Inversiones" tabindex="0">');
    expect(html).toContain('<caption class="visually-hidden">Inversiones</caption>');
    expect(html).not.toContain('Usuario');
    expect(html).toContain('<th scope="col" class="cell-number">Importe</th>');
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Acciones</span></th>');
    expect(draw(true)).toContain('<th scope="col">Usuario</th>');
  });
});
