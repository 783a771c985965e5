// Text into HTML or XML: the engine's one escaping helper (mails, the payment gateway page, seeded
// CMS and product texts, sitemaps). Both escape all five markup characters; only the apostrophe's
// entity differs (HTML 4 has no &apos;).
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escaper(apostrophe: string): (value: string) => string {
  return (value) => value.replace(/[&<>"']/g, (char) => (char === "'" ? apostrophe : (ENTITIES[char] ?? char)));
}

export const escapeHtml = escaper('&#39;');
export const escapeXml = escaper('&apos;');
