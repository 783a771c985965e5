import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './order-download.server.ts';

describe('attachmentHeader', () => {
  it('keeps ordinary file names and replaces what could break the header', () => {
    expect(attachmentHeader('digital-ticket.png')).toBe('attachment; filename="digital-ticket.png"');
    expect(attachmentHeader('a"b\r\nSet-Cookie: x=1.pdf')).toBe('attachment; filename="a_b_Set-Cookie_ x_1.pdf"');
  });

  it('falls back to a neutral name', () => {
    expect(attachmentHeader(null)).toBe('attachment; filename="download"');
    expect(attachmentHeader('""')).toBe('attachment; filename="_"');
  });
});
