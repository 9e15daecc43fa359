import { connectionAllowsHeavyMedia, isHeavyMedia } from './heavy-media';

describe('connectionAllowsHeavyMedia', () => {
  it('refuses when the visitor has asked to save data, however fast the connection', () => {
    expect(connectionAllowsHeavyMedia({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['slow-2g', '2g'])('refuses on a %s connection', (effectiveType) => {
    expect(connectionAllowsHeavyMedia({ saveData: false, effectiveType })).toBe(false);
  });

  it.each(['3g', '4g'])('allows a %s connection without Save-Data', (effectiveType) => {
    expect(connectionAllowsHeavyMedia({ saveData: false, effectiveType })).toBe(true);
  });

  it('allows where the browser says nothing about its connection', () => {
    expect(connectionAllowsHeavyMedia(undefined)).toBe(true);
    expect(connectionAllowsHeavyMedia({})).toBe(true);
  });
});

describe('isHeavyMedia', () => {
  it('is the videos, by path or full address, and not the posters', () => {
    expect(isHeavyMedia('media/hero.webm')).toBe(true);
    expect(isHeavyMedia('/media/hero.mp4')).toBe(true);
    expect(isHeavyMedia('media/hero-poster.webp')).toBe(false);
    expect(isHeavyMedia('index.html')).toBe(false);
  });
});
