import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyPresses, pressAgain } from './early-presses';

afterEach(() => {
  document.body.innerHTML = '';
});

function renderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu"><span>☰</span> Menu</button>
      <form><button id="send">Send</button></form>
      <a href="/faculty" id="link">Faculty</a>
    </div>
    <button type="button" id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { root: byId('root'), byId };
}

describe('keepEarlyPresses', () => {
  it('keeps the presses on the page’s buttons until stopped, and none after', () => {
    const { root, byId } = renderedPage();
    const presses = keepEarlyPresses(root);
    byId('menu').click();
    byId('menu').querySelector('span')?.click();
    byId('send').click(); // a form's button: the form stays disabled until hydrated
    byId('link').click(); // a link works without the script
    byId('outside').click();
    const kept = presses.stop();
    byId('menu').click();
    expect(kept).toEqual([byId('menu'), byId('menu')]);
    expect(presses.stop()).toEqual([]);
  });
});

describe('pressAgain', () => {
  it('presses each kept button still on the page and enabled, in order', () => {
    const { byId } = renderedPage();
    const menu = byId('menu') as HTMLButtonElement;
    const gone = document.createElement('button');
    const disabled = Object.assign(document.createElement('button'), { disabled: true });
    document.body.append(disabled);
    // A disabled button's click() fires nothing anyway: what is checked is that none is made.
    const clicks = [menu, gone, disabled].map((button) => vi.spyOn(button, 'click'));
    pressAgain([menu, gone, disabled, menu]);
    expect(clicks.map((click) => click.mock.calls.length)).toEqual([2, 0, 0]);
  });
});
