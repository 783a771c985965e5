// Reads mails from the engine's outbox (.eml files in its data folder), as a shopper reads their inbox.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The message with each MIME part decoded by its own Content-Transfer-Encoding: a 7bit part holds a
 * literal `hash=02ab…`, which quoted-printable decoding would turn into a control character.
 */
function decodeParts(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => (/^content-transfer-encoding:\s*quoted-printable/im.test(part.split(/\r?\n\r?\n/)[0] ?? '') ? decodeQuotedPrintable(part) : part))
    .join('\n');
}

/** Newest mail to `recipient` whose text contains a link to `path`; waits for it to arrive. */
export async function linkFromMail(outboxDir: string, recipient: string, path: string, timeoutMs = 10_000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = newestLink(outboxDir, recipient, path);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No mail to ${recipient} with a link to ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function newestLink(outboxDir: string, recipient: string, path: string): URL | null {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const sorted = files.map((name) => join(outboxDir, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of sorted) {
    const raw = readFileSync(file, 'utf8');
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
    if (!to.toLowerCase().includes(recipient.toLowerCase())) continue;
    const text = decodeParts(raw).replace(/&amp;/g, '&');
    const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const match = new RegExp(`https?://[^\\s"'<>]*${escaped}\\?[^\\s"'<>]+`).exec(text);
    if (match) return new URL(match[0]);
  }
  return null;
}

/** Newest mail to `recipient` whose decoded text matches `pattern` (subject included); waits for it. */
export async function mailMatching(outboxDir: string, recipient: string, pattern: RegExp, timeoutMs = 10_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
    } catch {
      files = [];
    }
    const sorted = files.map((name) => join(outboxDir, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of sorted) {
      const raw = readFileSync(file, 'utf8');
      const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
      if (!to.toLowerCase().includes(recipient.toLowerCase())) continue;
      const match = pattern.exec(decodeParts(raw).replace(/&amp;/g, '&'));
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${recipient} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
