import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks, releaseEarlyClicks } from './early-clicks';

afterEach(() => {
  releaseEarlyClicks();
  document.body.innerHTML = '';
});

describe('clicks before the app has taken the page over', () => {
  it('holds clicks on buttons and gives them back, once each, when released', () => {
    document.body.innerHTML = '<button id="buy">Buy</button><button id="gone">Gone</button><button id="off" disabled>Off</button>';
    const clicks: string[] = [];
    holdEarlyClicks();
    document.getElementById('buy')?.click();
    document.getElementById('buy')?.click();
    document.getElementById('gone')?.click();
    // The app's handlers, as React adds them when it takes over.
    for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => clicks.push(button.id));
    document.getElementById('gone')?.remove();
    expect(clicks).toEqual([]);

    releaseEarlyClicks();
    expect(clicks).toEqual(['buy']);
    document.getElementById('buy')?.click();
    expect(clicks).toEqual(['buy', 'buy']);
  });

  it('leaves links and other clicks alone', () => {
    document.body.innerHTML = '<a id="link" href="#somewhere">Go</a><p id="text">Words</p>';
    holdEarlyClicks();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
  });
});
