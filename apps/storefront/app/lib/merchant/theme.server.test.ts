import { describe, expect, it } from 'vitest';
import { contrastRatio, primaryContrastWarning, themeCss } from './theme.server.ts';

describe('brand theme', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#0f5f58')).toBeGreaterThan(4.5);
  });

  it('writes only the tokens the brand sets, with hover and soft shades from primary', () => {
    expect(themeCss({ colors: {}, fonts: {} })).toBe('');
    const css = themeCss({ colors: { primary: '#b3261e', ink: 'black' }, fonts: { sans: 'Inter, sans-serif' } });
    expect(css).toMatch(/^:root\{/);
    expect(css).toContain('--color-accent:#b3261e');
    expect(css).toContain('--color-ink:black');
    expect(css).toMatch(/--color-accent-hover:#[0-9a-f]{6}/);
    expect(css).toContain('--font-sans:Inter, sans-serif');
    expect(themeCss({ colors: { primary: 'red', primaryHover: 'blue' }, fonts: {} })).toContain('--color-accent-hover:blue');
  });

  it('reports a primary colour without 4.5:1 for white button text', () => {
    expect(primaryContrastWarning({ colors: { primary: '#0f5f58' }, fonts: {} })).toBeUndefined();
    expect(primaryContrastWarning({ colors: {}, fonts: {} })).toBeUndefined();
    expect(primaryContrastWarning({ colors: { primary: '#7fbf7f' }, fonts: {} })).toMatch(/contrast of \d\.\d\d:1, below WCAG AA's 4\.5:1/);
  });
});
