// Cantara ID sign-in pages: a Show/Hide button beside each password field. The pages work without it.
for (const input of document.querySelectorAll('input[type="password"][data-show]')) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'reveal';
  button.textContent = input.dataset.show;
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', () => {
    const shown = input.type === 'text';
    input.type = shown ? 'password' : 'text';
    button.textContent = shown ? input.dataset.show : input.dataset.hide;
    button.setAttribute('aria-pressed', String(!shown));
    input.focus();
  });
  const wrap = document.createElement('span');
  wrap.className = 'reveal-wrap';
  input.replaceWith(wrap);
  wrap.append(input, button);
}
