import { describe, expect, it } from 'vitest';
import { representationKey, wantsMarkdown } from './accept.ts';

describe('wantsMarkdown', () => {
  it('answers Markdown to clients that ask for it first', () => {
    expect(wantsMarkdown('text/markdown')).toBe(true);
    expect(wantsMarkdown('text/markdown, text/html;q=0.8')).toBe(true);
    expect(wantsMarkdown('text/markdown;q=0.9, text/plain;q=0.5, */*;q=0.1')).toBe(true);
  });

  it('answers HTML to browsers and to clients that prefer HTML', () => {
    expect(wantsMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false);
    expect(wantsMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(wantsMarkdown('text/markdown;q=0')).toBe(false);
    expect(wantsMarkdown('*/*')).toBe(false);
    expect(wantsMarkdown(undefined)).toBe(false);
  });

  it('keys the cached copies apart', () => {
    expect(representationKey('text/markdown')).toBe('|md');
    expect(representationKey('text/html')).toBe('');
  });
});
