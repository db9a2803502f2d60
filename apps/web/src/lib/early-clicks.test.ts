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

  it('gives a click to the button that replaced the one clicked, when the app drew that part anew', () => {
    document.body.innerHTML = '<section id="packs"><button>Buy 50 credits</button><button>Buy 100 credits</button></section><button>Pay</button>';
    holdEarlyClicks();
    document.querySelector('button')?.click();
    // The app renders the section again for a signed-in customer: new buttons, same words.
    const clicks: string[] = [];
    document.getElementById('packs')!.innerHTML = '<button>Buy 50 credits</button><button>Buy 100 credits</button>';
    for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => clicks.push(button.textContent ?? ''));

    releaseEarlyClicks();
    expect(clicks).toEqual(['Buy 50 credits']);
  });

  it('drops a click whose button is gone or ambiguous', () => {
    document.body.innerHTML = '<div id="area"><button>Save</button></div>';
    holdEarlyClicks();
    document.querySelector('button')?.click();
    const clicks: string[] = [];
    document.getElementById('area')!.innerHTML = '<button>Save</button><button>Save</button>';
    for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => clicks.push('save'));
    releaseEarlyClicks();
    expect(clicks).toEqual([]);
  });

  it('leaves links and other clicks alone', () => {
    document.body.innerHTML = '<a id="link" href="#somewhere">Go</a><p id="text">Words</p>';
    holdEarlyClicks();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
  });
});
