// Progressive help for the built-in pay page: groups card digits, adds the expiry slash, and keeps a
// second click from submitting the form twice. The page works without it.
(() => {
  // Portal actions (cancel now, refunds) are sent once; the server refunds once anyway.
  for (const once of document.querySelectorAll('form[data-once]')) {
    once.addEventListener('submit', (event) => {
      if (once.dataset.submitting === 'true') event.preventDefault();
      once.dataset.submitting = 'true';
      once.querySelector('button[type="submit"]')?.setAttribute('aria-busy', 'true');
    });
  }
})();
(() => {
  const form = document.querySelector('[data-pay-form]');
  if (!form) return;
  const number = form.querySelector('[data-card-number]');
  const expiry = form.querySelector('[data-card-expiry]');
  number?.addEventListener('input', () => {
    const digits = number.value.replace(/\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  });
  expiry?.addEventListener('input', (event) => {
    const digits = expiry.value.replace(/\D/g, '').slice(0, 4);
    const deleting = event.inputType?.startsWith('delete');
    expiry.value =
      digits.length > 2 || (digits.length === 2 && !deleting) ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
  });
  form.addEventListener('submit', (event) => {
    if (form.dataset.submitting === 'true') {
      event.preventDefault();
      return;
    }
    form.dataset.submitting = 'true';
    form.querySelector('button[type="submit"]')?.setAttribute('aria-busy', 'true');
  });
})();
