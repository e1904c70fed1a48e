import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { codeLoader } from '../app/code-loader';
import { lazyComponent } from './lazy-component';

const Greeting = ({ name }: { name: string }) => <p>Hola, {name}</p>;

const draw = (Component: ReturnType<typeof lazyComponent<{ name: string }>>) =>
  renderToString(
    <Suspense fallback={<p>Cargando</p>}>
      <Component name="Lucía" />
    </Suspense>,
  );

describe('lazyComponent', () => {
  it('draws the component in the same pass when its code has already arrived', async () => {
    const load = codeLoader(() => Promise.resolve(Greeting));
    await load();
    expect(draw(lazyComponent(load))).toContain('Hola, <!-- -->Lucía');
  });

  it('suspends while the code is still on its way, and asks for what it needs alongside', () => {
    let asked = 0;
    const Later = lazyComponent(
      codeLoader(() => new Promise<typeof Greeting>(() => undefined)),
      () => asked++,
    );
    expect(draw(Later)).toContain('Cargando');
    expect(asked).toBe(1);
  });

  it('suspends for a plain loader, which cannot tell whether its code is here', async () => {
    const load = () => Promise.resolve(Greeting);
    await load();
    expect(draw(lazyComponent(load))).toContain('Cargando');
  });
});
