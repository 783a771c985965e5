// The demo gateway's card fields inside the shop's checkout frame. The shop never sees the card: it
// asks for a token (`tokenize`), this script posts the fields to the gateway and answers with a
// single-use token or the problems found. Messages go to and come from the shop's origin only. The
// token is asked for the shop (its access key) and the amount the shop names, and pays nothing else.
(() => {
  const parentOrigin = document.documentElement.dataset.parentOrigin;
  const shopKey = document.documentElement.dataset.shopKey;
  const form = document.getElementById('card');
  if (!parentOrigin || !shopKey || !form || window.parent === window) return;
  const fields = ['number', 'expiry', 'securityCode'];
  const PROBLEM_FIELDS = { card_number_invalid: 'number', expiry_invalid: 'expiry', security_code_invalid: 'securityCode' };
  const reply = (message) => window.parent.postMessage({ source: 'aisle-demo-card', ...message }, parentOrigin);
  const reportSize = () => reply({ type: 'size', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  new ResizeObserver(reportSize).observe(document.documentElement);

  // Enter in a card field submits the shop's form, as in any other field of the checkout.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    reply({ type: 'submit' });
  });
  // 4242424242424242 → 4242 4242 4242 4242; 1230 → 12/30.
  form.elements.number.addEventListener('input', (event) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, 19);
    event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  });
  form.elements.expiry.addEventListener('input', (event) => {
    if (event.inputType && event.inputType.startsWith('delete')) return;
    const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
    event.target.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  });

  async function tokenize(id, amount, currency) {
    for (const name of fields) form.elements[name].removeAttribute('aria-invalid');
    const body = { ...Object.fromEntries(fields.map((name) => [name, form.elements[name].value])), key: shopKey, amount, currency };
    try {
      const response = await fetch('card-tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = await response.json();
      if (response.ok && typeof answer.token === 'string') return reply({ type: 'token', id, token: answer.token, last4: answer.last4 });
      const codes = Array.isArray(answer.errors) ? answer.errors.map((error) => error.code) : [];
      for (const code of codes) form.elements[PROBLEM_FIELDS[code]]?.setAttribute('aria-invalid', 'true');
      const first = codes.map((code) => PROBLEM_FIELDS[code]).find(Boolean);
      if (first) form.elements[first].focus();
      reply({ type: 'error', id, codes: codes.length > 0 ? codes : ['gateway_unavailable'] });
    } catch {
      reply({ type: 'error', id, codes: ['gateway_unavailable'] });
    }
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data;
    if (data && data.source === 'aisle-checkout' && data.type === 'tokenize' && typeof data.id === 'string') void tokenize(data.id, data.amount, data.currency);
  });
  reply({ type: 'ready' });
  reportSize();
})();
