// Walks the route table (shell/route-table.ts): adding a screen is one entry, and this holds each entry
// to what a screen at full speed needs — the entry's matching agrees with React Router's, the build
// paints it (its heading, a project's preview, or the skeleton), its code loads to a component, and its
// loader asks for its first answers at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { createStore } from 'jotai';
import { servedPageFits } from '../../core/prerender-paths';
import { prerenderedPages } from '../build/prerender';
import { appRoutes } from './router';
import { matchScreen, paintedHeading, SCREENS, screenPath, type Screen } from './route-table';

const prefetched = vi.hoisted(() => [] as string[]);
vi.mock('../api/client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  prefetch: (path: string) => prefetched.push(path),
}));

afterEach(() => {
  prefetched.length = 0;
});

/** An address of the screen, its parameters filled in. */
const addressOf = (screen: Screen): string => screenPath(screen.path.replace(/:[a-zA-Z]+/g, 'c0ffee00-0000-4000-8000-000000000001'));

const routes = appRoutes(createStore());

describe('the route table', () => {
  it.each(SCREENS.map((screen) => [addressOf(screen), screen] as const))('%s: the entry finds the screen the router draws', (address, screen) => {
    const leaf = matchRoutes(routes, address)?.at(-1)?.route.handle as { screen?: Screen } | undefined;
    expect(leaf?.screen).toBe(screen);
    expect(matchScreen(address)?.screen).toBe(screen);
    expect(matchScreen(`${address}/`)?.screen).toBe(screen);
  });

  it('finds no screen outside the members area, nor for an address without one', () => {
    expect(matchScreen('/servicios')).toBeNull();
    expect(matchScreen('/dashboard/nothing-here')).toBeNull();
  });

  it.each(SCREENS.map((screen) => [addressOf(screen), screen] as const))('%s is prerendered: its heading, its preview or the skeleton', (address, screen) => {
    const served = prerenderedPages().filter((page) => new RegExp(page.path).test(address) && servedPageFits(page, new URLSearchParams()));
    expect(served.at(-1)?.file).toBe('dashboard/_screen.html');
    if (screen.paint === 'project-preview') expect(served[0]).toMatchObject({ preview: true });
    else if (screen.paint) expect(served[0]?.file).toBe(`${address.slice(1)}.html`);
    else expect(served).toHaveLength(1);
  });

  it('paints a heading only for the query it is the same for', () => {
    expect(paintedHeading('/dashboard/investments', new URLSearchParams())?.title).toBe('investments.title.user');
    expect(paintedHeading('/dashboard/investments', new URLSearchParams('admin=true'))).toBeUndefined();
    expect(paintedHeading('/dashboard/investments/x', new URLSearchParams())).toBeUndefined();
  });

  it.each(SCREENS.map((screen) => [addressOf(screen), screen] as const))('%s loads its screen as a component', async (_address, screen) => {
    expect(typeof (await screen.screen())).toBe('function');
  });

  it.each(SCREENS.filter((screen) => screen.answers).map((screen) => [addressOf(screen), screen] as const))(
    "%s: its route's loader asks for its first answers at once, without waiting for them",
    async (address) => {
      const match = matchRoutes(routes, address)!.at(-1)!;
      const screen = (match.route.handle as { screen: Screen }).screen;
      const loader = match.route.loader as (args: { params: Record<string, string | undefined>; request: Request }) => unknown;
      expect(loader({ params: match.params, request: new Request(`http://localhost${address}`) })).toBeNull();
      const answers = screen.answers!({ params: match.params, search: new URLSearchParams() }).map((answer) => (typeof answer === 'string' ? answer : answer.path));
      expect(answers.length).toBeGreaterThan(0);
      expect(prefetched).toEqual(answers);
    },
  );
});
