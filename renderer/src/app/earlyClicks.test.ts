// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './earlyClicks';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML =
    '<div id="root"><button id="menu"><span id="icon">☰</span></button><a id="link" href="#faq">FAQ</a></div><button id="outside">x</button>';
  const root = document.getElementById('root') as HTMLElement;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { root, byId };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('holdEarlyClicks', () => {
  it('holds a button click until release, then replays it once in the next task', async () => {
    const { root, byId } = page();
    const clicked = vi.fn();
    const release = holdEarlyClicks(root);
    byId('menu').addEventListener('click', clicked);
    byId('icon').click();
    byId('icon').click();
    expect(clicked).not.toHaveBeenCalled();
    release();
    expect(clicked).not.toHaveBeenCalled();
    await nextTask();
    expect(clicked).toHaveBeenCalledTimes(1);
    byId('menu').click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('leaves links and elements outside the page alone', () => {
    const { root, byId } = page();
    const linkClicked = vi.fn();
    const outsideClicked = vi.fn();
    holdEarlyClicks(root);
    byId('link').addEventListener('click', linkClicked);
    byId('outside').addEventListener('click', outsideClicked);
    byId('link').click();
    byId('outside').click();
    expect(linkClicked).toHaveBeenCalledTimes(1);
    expect(outsideClicked).toHaveBeenCalledTimes(1);
  });

  it('drops a held click whose button is gone by then', async () => {
    const { root, byId } = page();
    const clicked = vi.fn();
    const release = holdEarlyClicks(root);
    const menu = byId('menu');
    menu.addEventListener('click', clicked);
    menu.click();
    release();
    menu.remove();
    await nextTask();
    expect(clicked).not.toHaveBeenCalled();
  });
});
