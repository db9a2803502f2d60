import { describe, expect, it } from 'vitest';
import { unlessDeletedMeanwhile } from './unless-deleted';

describe('unlessDeletedMeanwhile', () => {
  const gone = { status: 'deleted' };

  it('answers what the work answered, without looking for its owner', async () => {
    let looked = false;
    expect(await unlessDeletedMeanwhile(async () => ({ status: 'ready' }), async () => ((looked = true), true), gone)).toEqual({ status: 'ready' });
    expect(looked).toBe(false);
  });

  it('ends with `gone` when the work failed and its owner is no longer there', async () => {
    expect(await unlessDeletedMeanwhile(() => Promise.reject(new Error('No blob stored')), async () => false, gone)).toBe(gone);
  });

  it('throws the failure when the owner is still there', async () => {
    await expect(unlessDeletedMeanwhile(() => Promise.reject(new Error('renderer crashed')), async () => true, gone)).rejects.toThrow('renderer crashed');
  });
});
