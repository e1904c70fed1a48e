import { describe, expect, it } from 'vitest';
import { withFeaturesDisabled } from './chromium';

describe('withFeaturesDisabled', () => {
  it('adds the features to the one --disable-features flag Chromium reads', () => {
    expect(withFeaturesDisabled(['--a', '--disable-features=Translate,MediaRouter', '--b'], ['X', 'Y'])).toEqual(['--a', '--disable-features=Translate,MediaRouter,X,Y', '--b']);
  });

  it('extends the last when there are several, as Chromium reads the last', () => {
    expect(withFeaturesDisabled(['--disable-features=A', '--disable-features=B'], ['X'])).toEqual(['--disable-features=A', '--disable-features=B,X']);
  });

  it('adds the flag when there is none', () => {
    expect(withFeaturesDisabled(['--a'], ['X', 'Y'])).toEqual(['--a', '--disable-features=X,Y']);
  });
});
