// Reads a stored mail as its recipient sees it: every MIME part decoded by its own transfer encoding
// (quoted-printable or base64, UTF-8), headers with encoded words decoded.
function decodeWords(header: string): string {
  return header.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodePart(part: string): string {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
  }
  return part;
}

export function readableMail(raw: string): { from: string; text: string } {
  const headers = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const from = decodeWords(/^from:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  return {
    from,
    text: raw
      .split(/\r?\n--[^\r\n]+\r?\n/)
      .map(decodePart)
      .join('\n'),
  };
}
