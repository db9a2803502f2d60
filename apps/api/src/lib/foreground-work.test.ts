import { describe, expect, it } from 'vitest';
import { asForeground, foregroundIdle } from './foreground-work';

describe('foreground work', () => {
  it('lets background work go at once when no customer waits', async () => {
    let went = false;
    await foregroundIdle().then(() => (went = true));
    expect(went).toBe(true);
  });

  it('holds background work until every foreground piece has ended, and returns what the work answered', async () => {
    const order: string[] = [];
    let endFirst!: () => void;
    let endSecond!: () => void;
    const first = asForeground(() => new Promise<string>((resolve) => (endFirst = () => resolve('e-book'))));
    const second = asForeground(() => new Promise<void>((resolve) => (endSecond = resolve)));
    const background = foregroundIdle().then(() => order.push('background'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    order.push('first ends');
    endFirst();
    expect(await first).toBe('e-book');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['first ends']);
    order.push('second ends');
    endSecond();
    await second;
    await background;
    expect(order).toEqual(['first ends', 'second ends', 'background']);
  });

  it('releases background work when the foreground work fails', async () => {
    const failing = asForeground(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('no pictures');
    });
    const background = foregroundIdle();
    await expect(failing).rejects.toThrow('no pictures');
    await expect(background).resolves.toBeUndefined();
  });
});
